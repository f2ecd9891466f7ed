#include "server/request.hpp"

#include <httplib.h>

#include <fmt/format.h>

namespace gov::server {

namespace {

bool form_encoded(const httplib::Request& req) {
  return req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) == 0;
}

}  // namespace

ApiError body_too_large(const httplib::Request& req, std::size_t max_body) {
  // cpp-httplib parses a form-encoded body itself, and refuses one over its own limit
  // first (fixed when the library was built): the message names the limit that applied.
  if (form_encoded(req) && max_body > CPPHTTPLIB_FORM_URL_ENCODED_PAYLOAD_MAX_LENGTH)
    return {413, "body_too_large",
            fmt::format("a body sent as application/x-www-form-urlencoded may have at most {} "
                        "bytes (send it as application/json: at most {} bytes)",
                        CPPHTTPLIB_FORM_URL_ENCODED_PAYLOAD_MAX_LENGTH, max_body)};
  return {413, "body_too_large", fmt::format("the body is over {} bytes", max_body)};
}

std::optional<ApiError> missing_length(const httplib::Request& req) {
  if (req.method != "POST" && req.method != "PUT" && req.method != "PATCH") return std::nullopt;
  if (req.has_header("Content-Length") ||
      req.get_header_value("Transfer-Encoding").find("chunked") != std::string::npos)
    return std::nullopt;
  return ApiError{411, "length_required",
                  "a request with a body needs a Content-Length header (or chunked transfer "
                  "encoding)"};
}

std::optional<nlohmann::json> json_body(const httplib::Request& req, std::size_t max_body,
                                        ApiError* error) {
  if (req.body.size() > max_body) {
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

void send_json(httplib::Response& res, const nlohmann::json& j, int status) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                  "application/json");
}

void send_error(httplib::Response& res, const ApiError& e) {
  send_json(res, error_json(e), e.status);
}

}  // namespace gov::server
