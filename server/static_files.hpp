// The built page (web/) as static files: "/" is index.html, a folder its index.html, each
// file with the content type of its extension. A path with a ".." segment (or anything
// else that could leave the folder) is never served.
#pragma once

#include <optional>
#include <string>

#include "server/http_types.hpp"

namespace gov::server {

// The file at `path` under `web_dir`, or nullopt when there is none (or it is refused).
std::optional<Response> static_file(const std::string& web_dir, const std::string& path);

// "text/html", "application/javascript", ... by the extension ("application/octet-stream").
std::string content_type_of(const std::string& path);

}  // namespace gov::server
