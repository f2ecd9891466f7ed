// Reading a request's inputs: the JSON body and the fields the API expects, each checked
// (type and range) with an ApiError naming the field.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/api_error.hpp"

namespace httplib {
struct Request;
struct Response;
}  // namespace httplib

namespace gov::server {

// 413 body_too_large, naming the limit that applied to this request's body.
ApiError body_too_large(const httplib::Request& req, std::size_t max_body);
// 411 length_required for a POST (PUT, PATCH) with neither a Content-Length nor chunked
// transfer encoding: cpp-httplib would read its body until the client closes or the read
// times out (10 s), so it is answered before any body is read.
std::optional<ApiError> missing_length(const httplib::Request& req);
// The body as a JSON object, or an error (empty, too long, malformed, not an object).
std::optional<nlohmann::json> json_body(const httplib::Request& req, std::size_t max_body,
                                        ApiError* error);
// A field of a body: an integer in [lo, hi] / a non-empty string of at most `max` bytes.
std::optional<std::int64_t> int_field(const nlohmann::json& body, const char* name, std::int64_t lo,
                                      std::int64_t hi, ApiError* error);
std::optional<std::string> string_field(const nlohmann::json& body, const char* name,
                                        std::size_t max, ApiError* error);

void send_json(httplib::Response& res, const nlohmann::json& j, int status = 200);
void send_error(httplib::Response& res, const ApiError& e);

}  // namespace gov::server
