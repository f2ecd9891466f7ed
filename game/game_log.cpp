#include "game/game_log.hpp"

#include <fstream>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "core/json_integers.hpp"
#include "core/limits.hpp"
#include "core/state_json.hpp"

#ifndef GOVERNOR_VERSION
#define GOVERNOR_VERSION "unknown"
#endif

namespace gov {

namespace {
constexpr const char* kFormatName = "governor-log";

std::string hash_text(const Ruleset& rules, const State& s) {
  return fmt::format("{:016x}", state_hash(rules, s));
}

// Integers only, each checked: a float read as an int is undefined behaviour (the replay
// fuzzer found 2.2e73 in final.scores).
std::vector<int> integers(const nlohmann::json& list, const std::string& name, std::int64_t lo,
                          std::int64_t hi) {
  if (!list.is_array()) throw std::invalid_argument(fmt::format("'{}' is not a list", name));
  std::vector<int> out;
  for (const auto& v : list) out.push_back(static_cast<int>(integer_in(v, name, lo, hi)));
  return out;
}
}  // namespace

std::string engine_version() {
  return GOVERNOR_VERSION;
}

std::vector<LoggedPack> logged_packs(const Ruleset& rules) {
  std::vector<LoggedPack> out;
  for (const auto& p : rules.packs) out.push_back({p.id, p.version, p.content_hash});
  return out;
}

GameLog start_log(const Ruleset& rules, int players, std::uint64_t seed, bool random_draft,
                  std::string variant) {
  GameLog log;
  log.packs = logged_packs(rules);
  log.players = players;
  log.seed = seed;
  log.random_draft = random_draft;
  log.variant = std::move(variant);
  return log;
}

void finish_log(GameLog& log, const Ruleset& rules, const State& s) {
  log.game_over = s.over();
  log.round = s.round;
  log.state_hash = hash_text(rules, s);
}

nlohmann::json log_to_json(const GameLog& log) {
  nlohmann::json j;
  j["format"] = kFormatName;
  j["version"] = kLogVersion;
  if (!log.engine.empty()) j["engine"] = log.engine;
  j["packs"] = nlohmann::json::array();
  for (const auto& p : log.packs)
    j["packs"].push_back({{"id", p.id}, {"version", p.version}, {"content_hash", p.content_hash}});
  j["players"] = log.players;
  j["seed"] = log.seed;
  j["options"] = {{"draft", log.random_draft ? "random" : "none"}};
  if (!log.variant.empty()) j["options"]["variant"] = log.variant;
  if (!log.seats.empty()) j["seats"] = log.seats;
  j["actions"] = log.actions;
  j["final"] = {{"game_over", log.game_over}, {"round", log.round}, {"state_hash", log.state_hash}};
  if (!log.final_scores.empty()) {
    j["final"]["scores"] = log.final_scores;
    j["final"]["winners"] = log.winners;
  }
  return j;
}

GameLog log_from_json(const nlohmann::json& j) {
  auto field = [&j](const char* key) -> const nlohmann::json& {
    if (!j.is_object() || !j.contains(key))
      throw std::invalid_argument(fmt::format("missing '{}'", key));
    return j.at(key);
  };
  try {
    if (field("format") != kFormatName)
      throw std::invalid_argument("'format' is not \"governor-log\"");
    const auto version = integer_in(field("version"), "version", 0, 1000000);
    if (version != kLogVersion)
      throw std::invalid_argument(
          fmt::format("log version {} (this governor reads version {})", version, kLogVersion));
    GameLog log;
    log.engine = j.value("engine", "");
    for (const auto& p : field("packs"))
      log.packs.push_back(
          {p.at("id").get<std::string>(), p.value("version", ""), p.value("content_hash", "")});
    log.players = int_in(field("players"), "players", 0, 1000);
    if (log.players < 1 || log.players > kMaxSeats)
      throw std::invalid_argument(fmt::format("'players' is {}", log.players));
    log.seed = seed_in(field("seed"), "seed");
    if (j.contains("options")) {
      const std::string draft = j.at("options").value("draft", "none");
      if (draft != "none" && draft != "random")
        throw std::invalid_argument("options.draft is neither \"none\" nor \"random\"");
      log.random_draft = draft == "random";
      if (j.at("options").contains("variant")) {
        log.variant = j.at("options").at("variant").get<std::string>();
        if (log.variant.empty() || log.variant.size() > 64)
          throw std::invalid_argument("options.variant is not a start variant's id");
      }
    }
    if (j.contains("seats")) log.seats = j.at("seats").get<std::vector<std::string>>();
    if (!log.seats.empty() && static_cast<int>(log.seats.size()) != log.players)
      throw std::invalid_argument("'seats' does not name every seat");
    log.actions = field("actions").get<std::vector<std::string>>();
    if (j.contains("final")) {
      const auto& f = j.at("final");
      log.game_over = f.value("game_over", false);
      if (f.contains("round")) log.round = int_in(f.at("round"), "final.round", 0, 1000000);
      log.state_hash = f.value("state_hash", "");
      if (f.contains("scores"))
        log.final_scores = integers(f.at("scores"), "final.scores", -1000000, 1000000);
      if (f.contains("winners")) log.winners = integers(f.at("winners"), "final.winners", 0, 1000);
    }
    return log;
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(e.what());
  }
}

std::string log_text(const GameLog& log) {
  return log_to_json(log).dump(1) + "\n";
}

std::string write_log(const std::string& path, const GameLog& log) {
  std::ofstream out(path);
  if (!out) return fmt::format("cannot write the log '{}'", path);
  out << log_text(log);
  if (!out) return fmt::format("cannot write the log '{}'", path);
  return {};
}

std::optional<GameLog> read_log(const std::string& path, std::string& error,
                                std::string_view kind) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = fmt::format("{}: cannot open", path);
    return std::nullopt;
  }
  // At most the cap plus one byte is read: a bigger file is refused, whatever it is.
  std::string text;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxLogBytes) {
      error = fmt::format("{}: larger than the limit of {} bytes for a game {}", path, kMaxLogBytes,
                          kind);
      return std::nullopt;
    }
  }
  try {
    return log_from_json(nlohmann::json::parse(text));
  } catch (const std::exception& e) {
    error = fmt::format("{}: not a governor {}: {}", path, kind, e.what());
    return std::nullopt;
  }
}

std::vector<std::string> compare_packs(const Ruleset& rules, const GameLog& log,
                                       std::string_view kind) {
  std::vector<std::string> out;
  for (const auto& lp : log.packs) {
    const PackInfo* found = nullptr;
    for (const auto& p : rules.packs)
      if (p.id == lp.id) found = &p;
    if (!found) {
      out.push_back(fmt::format("pack '{}' of the {} is not loaded", lp.id, kind));
      continue;
    }
    if (found->version != lp.version)
      out.push_back(fmt::format("pack '{}': version {} in the {}, {} loaded", lp.id, lp.version,
                                kind, found->version));
    if (found->content_hash != lp.content_hash)
      out.push_back(fmt::format("pack '{}': content hash differs ({} {}, loaded {})", lp.id, kind,
                                lp.content_hash, found->content_hash));
  }
  for (const auto& p : rules.packs) {
    bool logged = false;
    for (const auto& lp : log.packs) logged = logged || lp.id == p.id;
    if (!logged) out.push_back(fmt::format("pack '{}' is loaded but not in the {}", p.id, kind));
  }
  return out;
}

ReplayResult replay_log(const Engine& engine, const GameLog& log) {
  ReplayResult r;
  GameOptions options;
  options.random_draft = log.random_draft;
  options.variant = log.variant;
  r.final = engine.new_game(log.players, log.seed, options);
  for (std::size_t i = 0; i < log.actions.size(); ++i) {
    if (auto err = engine.apply_text(r.final, log.actions[i])) {
      r.failed_index = static_cast<int>(i);
      r.failed_text = log.actions[i];
      r.error = *err;
      break;
    }
  }
  r.applied_all = r.failed_index < 0;
  r.state_hash = hash_text(engine.rules(), r.final);
  r.hash_matches = r.applied_all && r.state_hash == log.state_hash;
  return r;
}

}  // namespace gov
