// Method and path to a route handler: the handlers take a plain Request and return a plain
// Response (server/http_types.hpp), so they are called the same from a socket or a test.
// A path no route matches is a static file of the page (server/static_files.hpp) when the
// page is served, else a JSON 404.
#pragma once

#include <functional>
#include <regex>
#include <string>
#include <vector>

#include "server/http_types.hpp"

namespace gov::server {

using Handler = std::function<Response(const Request&)>;

class Router {
 public:
  // `pattern` matches the whole path; its groups are the request's `matches`.
  void add(std::string method, const std::string& pattern, Handler handler);
  // The page's folder ("": the API only).
  void serve_files(std::string web_dir) { web_dir_ = std::move(web_dir); }

  // Runs the matching handler (HEAD as GET). Never throws: a handler's exception is a 500.
  Response route(Request request) const;

 private:
  struct Route {
    std::string method;
    std::regex pattern;
    Handler handler;
  };
  std::vector<Route> routes_;
  std::string web_dir_;
};

}  // namespace gov::server
