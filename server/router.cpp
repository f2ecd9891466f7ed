#include "server/router.hpp"

#include <fmt/format.h>

#include "server/request.hpp"
#include "server/static_files.hpp"

namespace gov::server {

void Router::add(std::string method, const std::string& pattern, Handler handler) {
  routes_.push_back({std::move(method), std::regex(pattern), std::move(handler)});
}

Response Router::route(Request req) const {
  const std::string method = req.method == "HEAD" ? "GET" : req.method;
  try {
    for (const auto& r : routes_) {
      if (r.method != method) continue;
      std::smatch m;
      if (!std::regex_match(req.path, m, r.pattern)) continue;
      req.matches.clear();
      for (std::size_t i = 0; i < m.size(); ++i) req.matches.push_back(m[i].str());
      return r.handler(req);
    }
    if (method == "GET" && !web_dir_.empty())
      if (auto file = static_file(web_dir_, req.path)) return std::move(*file);
    Response res;
    send_error(res, {404, "not_found", fmt::format("nothing at {}", req.path)});
    return res;
  } catch (const std::exception& e) {
    Response res;
    send_error(res, {500, "internal_error", e.what()});
    return res;
  }
}

}  // namespace gov::server
