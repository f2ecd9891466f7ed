#include "server/http_listener.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>

#include <fmt/format.h>

#include "server/http_connection.hpp"

namespace gov::server {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

bool ConnectionCounts::try_open(const std::string& client) {
  std::lock_guard lock(mutex_);
  auto& mine = by_client_[client];
  if (total_ >= total_max_ || mine >= per_client_) {
    if (mine == 0) by_client_.erase(client);
    return false;
  }
  ++mine;
  ++total_;
  return true;
}

void ConnectionCounts::close(const std::string& client) {
  std::lock_guard lock(mutex_);
  const auto it = by_client_.find(client);
  if (it == by_client_.end()) return;
  if (--it->second == 0) by_client_.erase(it);
  --total_;
}

std::size_t ConnectionCounts::open() const {
  std::lock_guard lock(mutex_);
  return total_;
}

// Destroyed last to first: the workers (whose abandoned handlers hold connections) before
// the io_context their sockets belong to, the counts (a connection's destructor uses
// them) last.
struct HttpServer::Loop {
  Loop(const Router& router, HttpLimits limits, ApiLimits api, std::size_t workers)
      : counts(limits.max_per_client, limits.max_connections),
        pool(workers),
        context{router, limits, api, pool, counts} {}

  void accept() {
    acceptor.async_accept(
        asio::make_strand(io), [this](boost::system::error_code ec, tcp::socket socket) {
          if (ec == asio::error::operation_aborted) return;
          if (ec) {
            // Out of descriptors (or a like failure): tried again shortly, not in a busy loop.
            retry.expires_after(std::chrono::milliseconds(50));
            retry.async_wait([this](boost::system::error_code e) {
              if (!e) accept();
            });
            return;
          }
          boost::system::error_code peer_ec;
          const auto peer = socket.remote_endpoint(peer_ec);
          const std::string client = peer_ec ? std::string("?") : peer.address().to_string();
          if (!counts.try_open(client)) {
            socket.close(peer_ec);  // over a cap: refused at once
          } else {
            // Headers and body go out in one write, but a stream's events are small writes.
            socket.set_option(tcp::no_delay(true), peer_ec);
            std::make_shared<HttpConnection>(std::move(socket), context, client)->start();
          }
          accept();
        });
  }

  ConnectionCounts counts;
  asio::io_context io{1};
  asio::thread_pool pool;
  ConnectionContext context;
  tcp::acceptor acceptor{io};
  asio::steady_timer retry{io};
};

HttpServer::HttpServer(const Router& router, HttpLimits limits, ApiLimits api, std::size_t workers)
    : loop_(std::make_unique<Loop>(router, limits, api, std::max<std::size_t>(workers, 1))) {}

HttpServer::~HttpServer() {
  stop();
}

int HttpServer::listen(const std::string& host, int port, std::string* error) {
  boost::system::error_code ec;
  const auto address = asio::ip::make_address(host == "localhost" ? "127.0.0.1" : host, ec);
  if (ec) {
    *error = fmt::format("cannot listen on {}:{}: {}", host, port, ec.message());
    return -1;
  }
  auto& a = loop_->acceptor;
  const tcp::endpoint endpoint(address, static_cast<unsigned short>(port));
  a.open(endpoint.protocol(), ec);
  if (!ec) a.set_option(tcp::acceptor::reuse_address(true), ec);
  if (!ec) a.bind(endpoint, ec);
  // A burst of new connections (browsers opening their streams) waits in the backlog.
  if (!ec) a.listen(1024, ec);
  if (ec) {
    *error = fmt::format("cannot listen on {}:{}: {}", host, port, ec.message());
    return -1;
  }
  return a.local_endpoint().port();
}

void HttpServer::start() {
  loop_->accept();
  thread_ = std::thread([this] { loop_->io.run(); });
}

void HttpServer::stop() {
  if (stopped_) return;
  stopped_ = true;
  loop_->io.stop();
  if (thread_.joinable()) thread_.join();
  loop_->pool.stop();
  loop_->pool.join();
  // The connections' sockets are closed as the loop is destroyed (with its handlers), in
  // ~HttpServer: a game's bot thread may still hold a stream until its table is gone.
}

std::size_t HttpServer::open_connections() const {
  return loop_ ? loop_->counts.open() : 0;
}

}  // namespace gov::server
