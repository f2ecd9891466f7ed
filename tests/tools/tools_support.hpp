// The base pack loaded once through the CLI's own PackSession, for the tools tests.
#pragma once

#include <memory>
#include <sstream>

#include <catch2/catch.hpp>

#include "tools/pack_session.hpp"

namespace gov::test {

inline const tools::PackSession& base_session() {
  static std::unique_ptr<tools::PackSession> session = [] {
    std::ostringstream err;
    auto s = tools::PackSession::open({"base"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(s);
    return s;
  }();
  return *session;
}

}  // namespace gov::test
