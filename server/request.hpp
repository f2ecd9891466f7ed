// Reading a request's inputs: the JSON body and the fields the API expects, each checked
// (type and range) with an ApiError naming the field.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/api_error.hpp"
#include "server/http_types.hpp"

namespace gov::server {

// A form-encoded body (curl -d's default type) may have at most this many bytes, whatever
// the body limit: the limit cpp-httplib, the server's earlier library, applied to forms.
inline constexpr std::size_t kMaxFormBody = 8192;

// The most bytes this request's body may have (max_body, or less for a form).
std::size_t body_limit(const Request& req, std::size_t max_body);
// 413 body_too_large, naming the limit that applied to this request's body.
ApiError body_too_large(const Request& req, std::size_t max_body);
// 411 length_required for a POST (PUT, PATCH) with neither a Content-Length nor chunked
// transfer encoding: its body would be read until the client closes or the read times out,
// so it is answered before any body is read.
std::optional<ApiError> missing_length(const Request& req);
// What refuses a request from its headers alone, before its body is read: 411, or 413
// when the declared Content-Length is over the limit.
std::optional<ApiError> refused_before_body(const Request& req, std::size_t max_body);
// The body as a JSON object, or an error (empty, too long, malformed, not an object).
std::optional<nlohmann::json> json_body(const Request& req, std::size_t max_body, ApiError* error);
// A field of a body: an integer in [lo, hi] / a non-empty string of at most `max` bytes.
std::optional<std::int64_t> int_field(const nlohmann::json& body, const char* name, std::int64_t lo,
                                      std::int64_t hi, ApiError* error);
std::optional<std::string> string_field(const nlohmann::json& body, const char* name,
                                        std::size_t max, ApiError* error);

void send_json(Response& res, const nlohmann::json& j, int status = 200);
void send_error(Response& res, const ApiError& e);

}  // namespace gov::server
