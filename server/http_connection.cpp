#include "server/http_connection.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/status.hpp>

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "server/request.hpp"
#include "server/router.hpp"

namespace gov::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

namespace {

// A stream whose client reads slower than events come is closed past this many queued
// writes (the browser reconnects and is told the newest version).
constexpr std::size_t kMaxQueued = 64;
// After an answer that closes the connection, what the client still sends (a body that
// was refused) is read and dropped for this long at most, so the answer is not lost to
// a reset.
constexpr auto kLinger = std::chrono::seconds(2);
constexpr std::size_t kLingerBytes = 1 << 20;

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string serialize(const Response& res, bool head, bool keep_alive) {
  const auto reason = http::obsolete_reason(http::int_to_status(static_cast<unsigned>(res.status)));
  std::string out = fmt::format("HTTP/1.1 {} {}\r\n", res.status, std::string_view(reason));
  if (!res.content_type.empty()) out += fmt::format("Content-Type: {}\r\n", res.content_type);
  for (const auto& [name, value] : res.headers) out += fmt::format("{}: {}\r\n", name, value);
  out += fmt::format("Content-Length: {}\r\n", res.body.size());
  out += keep_alive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
  if (!head) out += res.body;
  return out;
}

}  // namespace

HttpConnection::HttpConnection(asio::ip::tcp::socket socket, ConnectionContext& context,
                               std::string client)
    : stream_(std::move(socket)),
      timer_(stream_.get_executor()),
      context_(context),
      counts_(context.counts),
      client_(std::move(client)) {}

HttpConnection::~HttpConnection() {
  counts_.close(client_);
}

void HttpConnection::start() {
  asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->wait_for_request(); });
}

// No request under way: the idle deadline until its first byte.
void HttpConnection::wait_for_request() {
  if (buffer_.size() > 0) return read_header();
  stream_.expires_after(context_.limits.idle_time);
  stream_.async_read_some(buffer_.prepare(4096),
                          [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                            if (ec) return self->close_now();
                            self->buffer_.commit(n);
                            self->read_header();
                          });
}

void HttpConnection::read_header() {
  parser_.emplace();
  parser_->header_limit(static_cast<std::uint32_t>(context_.limits.max_header_bytes));
  parser_->body_limit(boost::none);  // checked against the headers (refused_before_body)
  stream_.expires_after(context_.limits.header_time);
  http::async_read_header(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_header(ec); });
}

void HttpConnection::on_header(beast::error_code ec) {
  if (ec == http::error::end_of_stream || ec == beast::error::timeout ||
      ec == asio::error::operation_aborted || ec == asio::error::connection_reset ||
      ec == asio::error::eof)
    return close_now();  // gone, or too slow (the header deadline)
  if (ec)
    return refuse({ec == http::error::header_limit ? 431 : 400, "http_error",
                   fmt::format("HTTP {}: the request was refused before it reached the API "
                               "(malformed or too long)",
                               ec == http::error::header_limit ? 431 : 400)});
  const auto& msg = parser_->get();
  Request req;
  req.method = std::string(msg.method_string());
  const std::string target(msg.target());
  const auto q = target.find('?');
  req.path = url_decode(target.substr(0, q), false);
  if (q != std::string::npos) req.query = parse_query(target.substr(q + 1));
  for (const auto& field : msg)
    req.headers.emplace(lower(std::string(field.name_string())), std::string(field.value()));
  head_ = req.method == "HEAD";
  keep_alive_ = msg.keep_alive();
  if (auto refused = refused_before_body(req, context_.api.max_body)) return refuse(*refused);
  if (parser_->is_done()) return dispatch(std::move(req));
  read_body(std::move(req));
}

void HttpConnection::read_body(Request req) {
  parser_->body_limit(body_limit(req, context_.api.max_body));  // a chunked body's limit
  auto read = [self = shared_from_this(), req = std::move(req)]() mutable {
    self->stream_.expires_after(self->context_.limits.body_time);
    http::async_read(self->stream_, self->buffer_, *self->parser_,
                     [self, req = std::move(req)](beast::error_code ec, std::size_t) mutable {
                       if (ec == http::error::body_limit)
                         return self->refuse(body_too_large(req, self->context_.api.max_body));
                       if (ec) return self->close_now();
                       req.body = self->parser_->release().body();
                       self->dispatch(std::move(req));
                     });
  };
  if (lower(req.header("expect")) != "100-continue") return read();
  // The client waits for this before it sends the body (curl, for bodies over 1 KiB).
  out_ = "HTTP/1.1 100 Continue\r\n\r\n";
  stream_.expires_after(context_.limits.write_time);
  asio::async_write(stream_, asio::buffer(out_),
                    [self = shared_from_this(), read = std::move(read)](beast::error_code ec,
                                                                        std::size_t) mutable {
                      if (ec) return self->close_now();
                      read();
                    });
}

// The handler runs on a worker: the loop only reads and writes sockets.
void HttpConnection::dispatch(Request req) {
  stream_.expires_never();
  asio::post(context_.workers, [self = shared_from_this(), req = std::move(req)]() mutable {
    Response res = self->context_.router.route(std::move(req));
    const auto stream = std::move(res.stream);
    const std::int64_t seen = stream ? stream->seen : -1;
    asio::post(self->stream_.get_executor(),
               [self, res = std::move(res), is_stream = stream != nullptr, seen]() mutable {
                 if (is_stream)
                   self->start_stream(res, seen);
                 else
                   self->respond(std::move(res));
               });
    // Subscribed after the stream's headers were queued (the strand keeps the order); the
    // room's lock is taken here, never on the loop's thread.
    if (stream) subscribe(*stream->room, self, stream->seen);
  });
}

void HttpConnection::respond(Response res) {
  const bool keep = keep_alive_ && !res.close;
  write_answer(serialize(res, head_, keep), keep);
}

void HttpConnection::refuse(const ApiError& error) {
  Response res;
  send_error(res, error);
  keep_alive_ = false;  // whatever body follows is not read
  write_answer(serialize(res, head_, false), false);
}

void HttpConnection::write_answer(std::string text, bool keep_alive) {
  out_ = std::move(text);
  stream_.expires_after(context_.limits.write_time);
  asio::async_write(stream_, asio::buffer(out_),
                    [self = shared_from_this(), keep_alive](beast::error_code ec, std::size_t) {
                      if (ec) return self->close_now();
                      self->out_.clear();
                      if (keep_alive)
                        self->wait_for_request();
                      else
                        self->linger_then_close();
                    });
}

// Ends the sending side (the client reads to the end of what was sent) and closes the
// connection at kLinger's deadline at the latest. False when the socket is already gone
// (closed now).
bool HttpConnection::shut_send_and_linger() {
  beast::error_code ec;
  stream_.socket().shutdown(asio::ip::tcp::socket::shutdown_send, ec);
  if (ec) {
    close_now();
    return false;
  }
  timer_.expires_after(kLinger);
  timer_.async_wait([self = shared_from_this()](beast::error_code e) {
    if (!e) self->close_now();
  });
  return true;
}

void HttpConnection::linger_then_close() {
  stream_.expires_never();
  if (!shut_send_and_linger()) return;
  scratch_.resize(16 * 1024);
  struct Drain {
    std::shared_ptr<HttpConnection> self;
    std::size_t total = 0;
    void operator()(beast::error_code ec, std::size_t n) {
      total += n;
      if (ec || total > kLingerBytes) return self->close_now();
      auto& socket = self->stream_.socket();
      socket.async_read_some(asio::buffer(self->scratch_), std::move(*this));
    }
  };
  Drain{shared_from_this()}(beast::error_code{}, 0);
}

void HttpConnection::close_now() {
  streaming_ = false;
  beast::error_code ec;
  timer_.cancel();
  stream_.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ec);
  stream_.socket().close(ec);
}

void HttpConnection::start_stream(const Response& res, std::int64_t seen) {
  if (res.status != 200) return respond(res);  // never happens: a stream starts with 200
  stream_.expires_never();
  streaming_ = true;
  last_version_ = seen;
  life_end_ = Clock::now() + context_.api.stream_life;
  // No length: the stream is the rest of the connection (EventSource reconnects when it
  // closes).
  std::string head = fmt::format("HTTP/1.1 200 OK\r\nContent-Type: {}\r\n", res.content_type);
  for (const auto& [name, value] : res.headers) head += fmt::format("{}: {}\r\n", name, value);
  head += "Connection: close\r\n\r\n";
  queue_stream_text(std::move(head));
  watch_for_close();
  tick();
}

void HttpConnection::send_event(std::uint64_t version, std::string text) {
  asio::post(stream_.get_executor(),
             [self = shared_from_this(), version, text = std::move(text)]() mutable {
               if (!self->streaming_ || static_cast<std::int64_t>(version) == self->last_version_)
                 return;
               self->last_version_ = static_cast<std::int64_t>(version);
               self->queue_stream_text(std::move(text));
             });
}

void HttpConnection::queue_stream_text(std::string text) {
  if (!streaming_) return;
  if (queue_.size() >= kMaxQueued) return close_now();
  queue_.push_back(std::move(text));
  if (!writing_) write_stream();
}

void HttpConnection::write_stream() {
  if (!streaming_) return;
  if (queue_.empty()) {
    writing_ = false;
    if (ending_) end_stream();
    return;
  }
  writing_ = true;
  write_started_ = Clock::now();
  asio::async_write(stream_.socket(), asio::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      if (ec) return self->close_now();
                      if (!self->queue_.empty()) self->queue_.pop_front();
                      self->write_stream();
                    });
}

// The stream's life is over: the client sees the end (and reconnects); its close ends
// watch_for_close's read, or the linger's deadline closes it.
void HttpConnection::end_stream() {
  shut_send_and_linger();
}

// The client sends nothing on a stream: a read ends when it closes.
void HttpConnection::watch_for_close() {
  scratch_.resize(512);
  stream_.socket().async_read_some(asio::buffer(scratch_),
                                   [self = shared_from_this()](beast::error_code ec, std::size_t) {
                                     if (ec) return self->close_now();
                                     self->watch_for_close();
                                   });
}

// The stream's timer: a heartbeat when quiet, the end of its life, a write stuck too long.
void HttpConnection::tick() {
  if (!streaming_ || ending_) return;
  const auto now = Clock::now();
  if (writing_ && now - write_started_ > context_.limits.write_time) return close_now();
  if (now >= life_end_) {
    ending_ = true;
    if (!writing_) end_stream();
    return;
  }
  const auto next = std::min<Clock::time_point>(life_end_, now + context_.api.heartbeat);
  timer_.expires_at(next);
  timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec || !self->streaming_) return;
    if (Clock::now() < self->life_end_ && !self->writing_)
      self->queue_stream_text(": still here\n\n");
    self->tick();
  });
}

}  // namespace gov::server
