#include "server/api.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "server/decide_reply.hpp"
#include "server/game_table.hpp"
#include "server/request.hpp"
#include "server/router.hpp"
#include "server/seat_view.hpp"
#include "server/tokens.hpp"

namespace gov::server {

namespace {

constexpr std::size_t kMaxActionText = 512;

// The game named by the route's first group, or an error sent.
std::shared_ptr<GameRoom> room_of(GameTable& table, const Request& req, Response& res) {
  ApiError error;
  auto room = table.find(req.matches.at(1), &error);
  if (!room) send_error(res, error);
  return room;
}

// The seat a view asks for: its token's seat (the host token: ?seat=N, or the person to
// move; in a game of several screens its own seat only), or -1 for a spectator (no token).
std::optional<int> viewing_seat(GameRoom& room, const Request& req, ApiError* error) {
  const std::string& token = req.param("token");
  if (token.empty()) return -1;
  const auto& s = *room.session;
  const std::string& seat_text = req.param("seat");
  const int players = s.config().players;
  if (seat_text.empty() || seat_text == "auto") {
    // The seat this token acts for: its own, or (the host token) the person to move.
    for (int i = 0; i < players; ++i)
      if (same_token(token, room.access().seat_tokens[static_cast<std::size_t>(i)])) return i;
    if (room.is_host(token) && room.many_screens()) return room.host_seat();
    if (room.is_host(token)) {
      const Id to_move = s.current_seat();
      if (to_move != kNone && s.is_human(static_cast<int>(to_move)))
        return static_cast<int>(to_move);
      for (int i = 0; i < players; ++i)
        if (s.is_human(i)) return i;
    }
    auto dropped = room.dropped_refusal(token);
    *error = {403, "bad_token",
              dropped.empty() ? "this token acts for no seat of this game" : std::move(dropped)};
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
  if (auto no = room.refusal(seat, token); !no.empty()) {
    *error = {403, "bad_token", std::move(no)};
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
  if (auto no = room.refusal(static_cast<int>(*seat), *token); !no.empty()) {
    *error = {403, "bad_token", std::move(no)};
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
void decide(GameTable& table, const ApiLimits& limits, const Request& req, Response& res,
            const std::string& verb) {
  ApiError error;
  const auto body = json_body(req, limits.max_body, &error);
  if (!body) return send_error(res, error);
  auto room = room_of(table, req, res);
  if (!room) return;
  std::lock_guard lock(room->mutex);
  auto& s = *room->session;
  const auto who = decider(*room, *body, &error);
  if (!who) return send_error(res, error);
  // The host closed the table (POST /api/games/<id>/end): nothing more is decided.
  if (room->access().ended)
    return send_error(
        res, {409, "game_ended", "the host ended this game: no more decisions, undo or redo"});
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

// GET /api/games/<id>/events: the connection becomes a subscriber of the room
// (server/event_streams.hpp), told each settled version; no thread waits for it.
Response event_stream(GameTable& table, const Request& req) {
  Response res;
  auto room = room_of(table, req, res);
  if (!room) return res;
  // The version the browser saw last (EventSource sends it back on reconnecting).
  std::int64_t seen = -1;
  const std::string& last = req.header("last-event-id");
  if (!last.empty() && last.size() < 20 &&
      last.find_first_not_of("0123456789") == std::string::npos)
    seen = std::stoll(last);
  res.content_type = "text/event-stream";
  res.set_header("Cache-Control", "no-store");
  res.set_header("X-Accel-Buffering", "no");
  res.stream = std::make_shared<const StreamStart>(StreamStart{room, seen});
  return res;
}

// POST /api/games/<id>/seats/<n> and /end: the host's powers over the table (GameTable::
// seat_bot, end_game), answered once their saves are on the disk.
void host_power(GameTable& table, const ApiLimits& limits, const Request& req, Response& res,
                bool end) {
  ApiError error;
  const auto body = json_body(req, limits.max_body, &error);
  if (!body) return send_error(res, error);
  const auto token = string_field(*body, "token", 64, &error);
  if (!token) return send_error(res, error);
  std::optional<std::string> kind;
  if (!end) {
    kind = string_field(*body, "kind", 64, &error);
    if (!kind) return send_error(res, error);
  }
  auto room = room_of(table, req, res);
  if (!room) return;
  std::lock_guard lock(room->mutex);
  auto done = end ? table.end_game(*room, *token)
                  : table.seat_bot(*room, *token, std::stoi(req.matches.at(2)), *kind);
  if (auto* e = std::get_if<ApiError>(&done)) return send_error(res, *e);
  send_json(res, std::get<nlohmann::json>(done));
}

}  // namespace

void add_api_routes(Router& router, GameTable& table, const ApiLimits& limits) {
  router.add("GET", "/api/info", [&table](const Request&) {
    Response res;
    send_json(res, {{"packs", table.config().pack_choices},
                    {"pack_names", table.pack_names()},
                    {"bots", table.config().bot_kinds},
                    {"default_bot", table.config().default_bot},
                    {"default_players", table.config().default_players},
                    {"players", table.player_range()},
                    {"bot_delay_ms", table.config().bot_delay.count()}});
    return res;
  });
  router.add("GET", "/api/games", [&table](const Request&) {
    Response res;
    send_json(res, {{"games", table.list()}});
    return res;
  });
  router.add("POST", "/api/games", [&table, limits](const Request& req) {
    Response res;
    ApiError error;
    const auto body = json_body(req, limits.max_body, &error);
    if (!body) {
      send_error(res, error);
      return res;
    }
    auto made = table.create(*body);
    if (auto* e = std::get_if<ApiError>(&made))
      send_error(res, *e);
    else
      send_json(res, std::get<nlohmann::json>(made), 201);
    return res;
  });
  router.add("GET", R"(/api/games/([0-9a-f]{1,64}))", [&table](const Request& req) {
    Response res;
    auto room = room_of(table, req, res);
    if (!room) return res;
    std::lock_guard lock(room->mutex);
    ApiError error;
    const auto seat = viewing_seat(*room, req, &error);
    if (!seat)
      send_error(res, error);
    else
      send_json(res, seat_view(*room, *seat));
    return res;
  });
  // The host's invitation: the seat links again (the host token only).
  router.add("GET", R"(/api/games/([0-9a-f]{1,64})/seats)", [&table](const Request& req) {
    Response res;
    auto room = room_of(table, req, res);
    if (!room) return res;
    std::lock_guard lock(room->mutex);
    if (!room->is_host(req.param("token"))) {
      send_error(res, {403, "bad_token", "only the host token lists the seat links"});
      return res;
    }
    send_json(res, {{"seat_tokens", room->access().seat_tokens},
                    {"hot_seat", room->access().hot_seat},
                    {"host_seat", room->host_seat()}});
    return res;
  });
  // The host's powers: a bot in a person's seat (0-based, as `seat` elsewhere), the end.
  router.add("POST", R"(/api/games/([0-9a-f]{1,64})/seats/([0-9]{1,2}))",
             [&table, limits](const Request& req) {
               Response res;
               host_power(table, limits, req, res, false);
               return res;
             });
  router.add("POST", R"(/api/games/([0-9a-f]{1,64})/end)", [&table, limits](const Request& req) {
    Response res;
    host_power(table, limits, req, res, true);
    return res;
  });
  router.add("GET", R"(/api/games/([0-9a-f]{1,64})/rules)", [&table](const Request& req) {
    Response res;
    auto room = room_of(table, req, res);
    if (room) send_json(res, rules_json(room->definition().rules()));
    return res;
  });
  router.add("GET", R"(/api/games/([0-9a-f]{1,64})/journal)", [&table](const Request& req) {
    Response res;
    auto room = room_of(table, req, res);
    if (!room) return res;
    std::size_t from = 0;
    const std::string& f = req.param("from");
    if (!f.empty()) {
      if (f.size() > 9 || f.find_first_not_of("0123456789") != std::string::npos) {
        send_error(res, {400, "bad_request", "'from' must be a whole number"});
        return res;
      }
      from = std::stoul(f);
    }
    std::lock_guard lock(room->mutex);
    // Read with the view's eyes: a token's seat, or a spectator's without one.
    ApiError error;
    const auto seat = viewing_seat(*room, req, &error);
    if (!seat) {
      send_error(res, error);
      return res;
    }
    send_json(res, {{"decisions", journal_json(*room, from, *seat)}});
    return res;
  });
  for (const char* verb : {"action", "undo", "redo"})
    router.add("POST", fmt::format(R"(/api/games/([0-9a-f]{{1,64}})/{})", verb),
               [&table, limits, v = std::string(verb)](const Request& req) {
                 Response res;
                 decide(table, limits, req, res, v);
                 return res;
               });
  router.add("GET", R"(/api/games/([0-9a-f]{1,64})/events)",
             [&table](const Request& req) { return event_stream(table, req); });
}

}  // namespace gov::server
