// One client connection of the event loop (server/http_listener.hpp): reads a request
// under the header, body and idle deadlines, hands it to a worker thread (the router), and
// writes the answer back on the connection's strand; keeps the connection for the next
// request, or turns it into an event stream (a subscriber of its game's room, with
// heartbeats from a timer). Everything but send_event runs on the strand.
#pragma once

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "server/api_error.hpp"
#include "server/event_streams.hpp"
#include "server/http_listener.hpp"
#include "server/http_types.hpp"

namespace gov::server {

class Router;

// What every connection shares (owned by the HttpServer, outlives its connections).
struct ConnectionContext {
  const Router& router;
  HttpLimits limits;
  ApiLimits api;
  boost::asio::thread_pool& workers;
  ConnectionCounts& counts;
};

class HttpConnection : public RoomSubscriber, public std::enable_shared_from_this<HttpConnection> {
 public:
  // `client` was counted in context.counts (released when the connection is destroyed).
  HttpConnection(boost::asio::ip::tcp::socket socket, ConnectionContext& context,
                 std::string client);
  ~HttpConnection() override;
  void start();
  void send_event(std::uint64_t version, std::string text) override;

 private:
  using Clock = std::chrono::steady_clock;
  void wait_for_request();
  void read_header();
  void on_header(boost::beast::error_code ec);
  void read_body(Request req);
  void dispatch(Request req);
  void respond(Response res);
  void refuse(const ApiError& error);
  void write_answer(std::string text, bool keep_alive);
  void linger_then_close();
  bool shut_send_and_linger();
  void close_now();
  // Event streams.
  void start_stream(const Response& res, std::int64_t seen);
  void queue_stream_text(std::string text);
  void write_stream();
  void end_stream();
  void watch_for_close();
  void tick();

  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  boost::asio::steady_timer timer_;
  ConnectionContext& context_;
  ConnectionCounts& counts_;  // outlives the context (the connection may outlive that)
  std::string client_;
  bool head_ = false;  // the request under way is a HEAD: headers only
  bool keep_alive_ = true;
  std::string out_;  // the answer being written
  std::string scratch_;
  // An event stream's state.
  bool streaming_ = false;
  bool writing_ = false;
  bool ending_ = false;
  std::int64_t last_version_ = -1;
  std::deque<std::string> queue_;
  Clock::time_point life_end_, write_started_;
};

}  // namespace gov::server
