#include "server/api.hpp"

#include <httplib.h>

#include <algorithm>

#include <fmt/format.h>

#include "server/decide_reply.hpp"
#include "server/game_table.hpp"
#include "server/request.hpp"
#include "server/seat_view.hpp"
#include "server/tokens.hpp"

namespace gov::server {

namespace {

constexpr std::size_t kMaxActionText = 512;

// The game named by the route's first group, or an error sent.
std::shared_ptr<GameRoom> room_of(GameTable& table, const httplib::Request& req,
                                  httplib::Response& res) {
  ApiError error;
  auto room = table.find(req.matches[1].str(), &error);
  if (!room) send_error(res, error);
  return room;
}

// A query parameter's value ("" when absent).
std::string query(const httplib::Request& req, const char* name) {
  return req.has_param(name) ? req.get_param_value(name) : "";
}

// The seat a view asks for: its token's seat (the host token: ?seat=N, or the person to
// move), or -1 for a spectator (no token).
std::optional<int> viewing_seat(GameRoom& room, const httplib::Request& req, ApiError* error) {
  const std::string token = query(req, "token");
  if (token.empty()) return -1;
  const auto& s = *room.session;
  const std::string seat_text = query(req, "seat");
  const int players = s.config().players;
  if (seat_text.empty() || seat_text == "auto") {
    // The seat this token acts for: its own, or (the host token) the person to move.
    for (int i = 0; i < players; ++i)
      if (same_token(token, room.access().seat_tokens[static_cast<std::size_t>(i)])) return i;
    if (same_token(token, room.access().host_token)) {
      const Id to_move = s.current_seat();
      if (to_move != kNone && s.is_human(static_cast<int>(to_move)))
        return static_cast<int>(to_move);
      for (int i = 0; i < players; ++i)
        if (s.is_human(i)) return i;
    }
    *error = {403, "bad_token", "this token acts for no seat of this game"};
    return std::nullopt;
  }
  int seat = -1;
  try {
    std::size_t used = 0;
    seat = std::stoi(seat_text, &used);
    if (used != seat_text.size()) seat = -1;
  } catch (const std::exception&) {
    seat = -1;
  }
  if (seat < 0 || seat >= players) {
    *error = {400, "bad_request", fmt::format("'seat' must be 0 to {}", players - 1)};
    return std::nullopt;
  }
  if (!room.may_act(seat, token)) {
    *error = {403, "bad_token", "this token does not act for that seat"};
    return std::nullopt;
  }
  return seat;
}

// A decision request's seat, checked against its token; the body is {seat, token, version}.
struct Decider {
  int seat = 0;
  std::uint64_t version = 0;
};
std::optional<Decider> decider(GameRoom& room, const nlohmann::json& body, ApiError* error) {
  const int players = room.session->config().players;
  const auto seat = int_field(body, "seat", 0, players - 1, error);
  if (!seat) return std::nullopt;
  const auto token = string_field(body, "token", 64, error);
  if (!token) return std::nullopt;
  const auto version = int_field(body, "version", 0, INT64_MAX, error);
  if (!version) return std::nullopt;
  if (!room.may_act(static_cast<int>(*seat), *token)) {
    *error = {403, "bad_token", "this token does not act for that seat"};
    return std::nullopt;
  }
  return Decider{static_cast<int>(*seat), static_cast<std::uint64_t>(*version)};
}

ApiError stale(const session::Session& s) {
  return {409, "stale_version",
          fmt::format("{} (now at version {})", session::Session::kStaleVersion, s.version())};
}

// POST /api/games/<id>/<verb> for action, undo and redo: checked, applied under the
// room's lock, answered with the new version once the game's save holding it is on the
// disk (Session::settle). The room stays locked while the save is written: its streams
// and views wait for it (nothing is shown before it is saved), other games do not (their
// saves are written in the same batch: session/save_writer.hpp).
void decide(GameTable& table, const ApiLimits& limits, const httplib::Request& req,
            httplib::Response& res, const std::string& verb) {
  ApiError error;
  const auto body = json_body(req, limits.max_body, &error);
  if (!body) return send_error(res, error);
  auto room = room_of(table, req, res);
  if (!room) return;
  std::lock_guard lock(room->mutex);
  auto& s = *room->session;
  const auto who = decider(*room, *body, &error);
  if (!who) return send_error(res, error);
  if (verb == "action") {
    const auto text = string_field(*body, "action", kMaxActionText, &error);
    if (!text) return send_error(res, error);
    // The session checks the text, the version and the seat and makes the decision (a
    // listed action's text, or a whole decision); its outcome is answered as docs/web.md
    // says (server/decide_reply.hpp).
    if (auto refused = decide_refusal(s.decide(who->version, who->seat, *text), who->seat))
      return send_error(res, *refused);
  } else {
    if (s.version() != who->version) return send_error(res, stale(s));
    const auto refused = verb == "undo" ? s.undo(who->seat) : s.redo(who->seat);
    if (refused) return send_error(res, {422, "cannot_" + verb, *refused});
  }
  room->last_error.clear();
  if (auto failed = s.settle()) {
    // The session went back to its last good save: the request changed nothing.
    table.after_change(*room);
    return send_error(
        res, {500, "save_failed",
              "the game could not be saved, so the " + verb + " was not made: " + *failed});
  }
  table.after_change(*room);
  // Small on purpose: the page fetches the seat's view (with the previews) after the push.
  send_json(res, {{"version", s.version()},
                  {"decisions", s.history().size()},
                  {"over", s.over()},
                  {"planned", s.planned()}});
}

void add_event_stream(httplib::Server& http, GameTable& table, const ApiLimits& limits,
                      const std::atomic<bool>& stopping) {
  http.Get(
      R"(/api/games/([0-9a-f]{1,64})/events)",
      [&table, limits, &stopping](const httplib::Request& req, httplib::Response& res) {
        auto room = room_of(table, req, res);
        if (!room) return;
        // The version the browser saw last (EventSource sends it back on reconnecting).
        std::int64_t seen = -1;
        const std::string last = req.get_header_value("Last-Event-ID");
        if (!last.empty() && last.size() < 20 &&
            last.find_first_not_of("0123456789") == std::string::npos)
          seen = std::stoll(last);
        res.set_header("Cache-Control", "no-store");
        res.set_header("X-Accel-Buffering", "no");
        const auto until = std::chrono::steady_clock::now() + limits.stream_life;
        auto state = std::make_shared<std::int64_t>(seen);
        res.set_chunked_content_provider("text/event-stream", [room, state, until, limits,
                                                               &stopping](std::size_t,
                                                                          httplib::DataSink& sink) {
          std::string out;
          {
            std::unique_lock lock(room->mutex);
            // A change is told once its save is written (a bot's move may wait for it:
            // GameTable::publish_saved_moves).
            const auto moved = [&] {
              return stopping.load() ||
                     (!room->session->save_pending() &&
                      static_cast<std::int64_t>(room->session->version()) != *state);
            };
            const auto wake = std::min(until, std::chrono::steady_clock::now() + limits.heartbeat);
            room->changed.wait_until(lock, wake, moved);
            if (stopping.load()) {
              sink.done();
              return true;
            }
            const auto& s = *room->session;
            if (!s.save_pending() && static_cast<std::int64_t>(s.version()) != *state) {
              *state = static_cast<std::int64_t>(s.version());
              const Id to_move = s.current_seat();
              const nlohmann::json data = {
                  {"version", s.version()},
                  {"to_move", to_move == kNone ? nlohmann::json(nullptr) : nlohmann::json(to_move)},
                  {"over", s.over()},
                  {"decisions", s.history().size()}};
              out = fmt::format("id: {}\nevent: version\ndata: {}\n\n", s.version(), data.dump());
            } else {
              out = ": still here\n\n";
            }
          }
          if (!sink.write(out.data(), out.size())) return false;
          if (std::chrono::steady_clock::now() >= until) sink.done();
          return true;
        });
      });
}

}  // namespace

void add_api_routes(httplib::Server& http, GameTable& table, const ApiLimits& limits,
                    const std::atomic<bool>& stopping) {
  http.Get("/api/info", [&table](const httplib::Request&, httplib::Response& res) {
    send_json(res, {{"packs", table.config().pack_choices},
                    {"bots", table.config().bot_kinds},
                    {"players", table.player_range()},
                    {"bot_delay_ms", table.config().bot_delay.count()}});
  });
  http.Get("/api/games", [&table](const httplib::Request&, httplib::Response& res) {
    send_json(res, {{"games", table.list()}});
  });
  http.Post("/api/games", [&table, limits](const httplib::Request& req, httplib::Response& res) {
    ApiError error;
    const auto body = json_body(req, limits.max_body, &error);
    if (!body) return send_error(res, error);
    auto made = table.create(*body);
    if (auto* e = std::get_if<ApiError>(&made)) return send_error(res, *e);
    send_json(res, std::get<nlohmann::json>(made), 201);
  });
  http.Get(R"(/api/games/([0-9a-f]{1,64}))",
           [&table](const httplib::Request& req, httplib::Response& res) {
             auto room = room_of(table, req, res);
             if (!room) return;
             std::lock_guard lock(room->mutex);
             ApiError error;
             const auto seat = viewing_seat(*room, req, &error);
             if (!seat) return send_error(res, error);
             send_json(res, seat_view(*room, *seat));
           });
  http.Get(R"(/api/games/([0-9a-f]{1,64})/rules)",
           [&table](const httplib::Request& req, httplib::Response& res) {
             auto room = room_of(table, req, res);
             if (!room) return;
             send_json(res, rules_json(room->definition().rules()));
           });
  http.Get(R"(/api/games/([0-9a-f]{1,64})/journal)",
           [&table](const httplib::Request& req, httplib::Response& res) {
             auto room = room_of(table, req, res);
             if (!room) return;
             std::size_t from = 0;
             const std::string f = query(req, "from");
             if (!f.empty()) {
               if (f.size() > 9 || f.find_first_not_of("0123456789") != std::string::npos)
                 return send_error(res, {400, "bad_request", "'from' must be a whole number"});
               from = std::stoul(f);
             }
             std::lock_guard lock(room->mutex);
             send_json(res, {{"decisions", journal_json(*room, from)}});
           });
  for (const char* verb : {"action", "undo", "redo"})
    http.Post(fmt::format(R"(/api/games/([0-9a-f]{{1,64}})/{})", verb),
              [&table, limits, v = std::string(verb)](const httplib::Request& req,
                                                      httplib::Response& res) {
                decide(table, limits, req, res, v);
              });
  add_event_stream(http, table, limits, stopping);
  // Runs before cpp-httplib reads a body: one without a length is refused at once.
  http.set_pre_routing_handler([](const httplib::Request& req, httplib::Response& res) {
    const auto error = missing_length(req);
    if (!error) return httplib::Server::HandlerResponse::Unhandled;
    send_error(res, *error);
    res.set_header("Connection", "close");  // whatever body follows is not read
    return httplib::Server::HandlerResponse::Handled;
  });
  // Any other /api path: a JSON 404 (the static files answer the rest); the library's own
  // refusals (an oversized body, a malformed request) in JSON too.
  const std::size_t max_body = limits.max_body;
  http.set_error_handler(httplib::Server::HandlerWithResponse(
      [max_body](const httplib::Request& req, httplib::Response& res) {
        if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
        if (res.status == 413)
          send_error(res, body_too_large(req, max_body));
        else if (res.status == 404)
          send_error(res, {404, "not_found", fmt::format("nothing at {}", req.path)});
        else
          send_error(res, {res.status, "http_error",
                           fmt::format("HTTP {}: the request was refused before it reached the "
                                       "API (malformed or too long)",
                                       res.status)});
        return httplib::Server::HandlerResponse::Handled;
      }));
}

}  // namespace gov::server
