#include "server/request.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

namespace gov::server {

namespace {

bool form_encoded(const Request& req) {
  return req.header("content-type").rfind("application/x-www-form-urlencoded", 0) == 0;
}

}  // namespace

std::size_t body_limit(const Request& req, std::size_t max_body) {
  return form_encoded(req) ? std::min(max_body, kMaxFormBody) : max_body;
}

ApiError body_too_large(const Request& req, std::size_t max_body) {
  // The message names the limit that applied.
  if (form_encoded(req) && max_body > kMaxFormBody)
    return {413, "body_too_large",
            fmt::format("a body sent as application/x-www-form-urlencoded may have at most {} "
                        "bytes (send it as application/json: at most {} bytes)",
                        kMaxFormBody, max_body)};
  return {413, "body_too_large", fmt::format("the body is over {} bytes", max_body)};
}

std::optional<ApiError> missing_length(const Request& req) {
  if (req.method != "POST" && req.method != "PUT" && req.method != "PATCH") return std::nullopt;
  if (req.has_header("content-length") ||
      req.header("transfer-encoding").find("chunked") != std::string::npos)
    return std::nullopt;
  return ApiError{411, "length_required",
                  "a request with a body needs a Content-Length header (or chunked transfer "
                  "encoding)"};
}

std::optional<ApiError> refused_before_body(const Request& req, std::size_t max_body) {
  if (auto missing = missing_length(req)) return missing;
  const std::string& length = req.header("content-length");
  if (length.empty()) return std::nullopt;
  std::uint64_t declared = 0;
  const auto [end, ec] = std::from_chars(length.data(), length.data() + length.size(), declared);
  if (ec != std::errc() || end != length.data() + length.size())
    return ApiError{400, "bad_request", "the Content-Length header is not a number"};
  if (declared > body_limit(req, max_body)) return body_too_large(req, max_body);
  return std::nullopt;
}

std::optional<nlohmann::json> json_body(const Request& req, std::size_t max_body, ApiError* error) {
  if (req.body.size() > body_limit(req, max_body)) {
    *error = body_too_large(req, max_body);
    return std::nullopt;
  }
  auto j = nlohmann::json::parse(req.body, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    *error = {400, "malformed_json", "the body is not JSON"};
    return std::nullopt;
  }
  if (!j.is_object()) {
    *error = {400, "malformed_json", "the body must be a JSON object"};
    return std::nullopt;
  }
  return j;
}

std::optional<std::int64_t> int_field(const nlohmann::json& body, const char* name, std::int64_t lo,
                                      std::int64_t hi, ApiError* error) {
  const auto it = body.find(name);
  if (it == body.end() || !it->is_number_integer()) {
    *error = {400, "bad_request", fmt::format("'{}' must be a whole number", name)};
    return std::nullopt;
  }
  const auto v = it->get<std::int64_t>();
  if (it->is_number_unsigned() && it->get<std::uint64_t>() > static_cast<std::uint64_t>(hi)) {
    *error = {400, "bad_request", fmt::format("'{}' must be {} to {}", name, lo, hi)};
    return std::nullopt;
  }
  if (v < lo || v > hi) {
    *error = {400, "bad_request", fmt::format("'{}' must be {} to {}", name, lo, hi)};
    return std::nullopt;
  }
  return v;
}

std::optional<std::string> string_field(const nlohmann::json& body, const char* name,
                                        std::size_t max, ApiError* error) {
  const auto it = body.find(name);
  if (it == body.end() || !it->is_string() || it->get<std::string>().empty() ||
      it->get<std::string>().size() > max) {
    *error = {400, "bad_request", fmt::format("'{}' must be a string of 1 to {} bytes", name, max)};
    return std::nullopt;
  }
  return it->get<std::string>();
}

void send_json(Response& res, const nlohmann::json& j, int status) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.content_type = "application/json";
  res.body = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void send_error(Response& res, const ApiError& e) {
  send_json(res, error_json(e), e.status);
}

}  // namespace gov::server
