// An API request refused: the HTTP status, a stable code for programs and a message for
// people. Sent as {"error": {"code": ..., "message": ...}}.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace gov::server {

struct ApiError {
  int status = 400;
  std::string code;
  std::string message;
};

inline nlohmann::json error_json(const ApiError& e) {
  return {{"error", {{"code", e.code}, {"message", e.message}}}};
}

}  // namespace gov::server
