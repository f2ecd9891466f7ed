// Session::play_text: one line that may hold a whole decision (a full worker arrangement,
// a full storage choice), played as the engine's canonical one-at-a-time actions.
#include <algorithm>
#include <array>
#include <cctype>
#include <map>

#include <fmt/format.h>

#include "session/card_line.hpp"
#include "session/session.hpp"
#include "session/whole_outcomes.hpp"

namespace gov::session {

namespace {

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch)) || ch == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      continue;
    }
    cur += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// `word` among `ids`: exactly, else as the unique id it begins; "" with `error` set if not.
std::string resolve(const std::string& word, const std::vector<std::string>& ids, const char* what,
                    std::string& error) {
  if (std::find(ids.begin(), ids.end(), word) != ids.end()) return word;
  std::vector<std::string> hits;
  for (const auto& id : ids)
    if (id.rfind(word, 0) == 0) hits.push_back(id);
  if (hits.size() == 1) return hits[0];
  error = hits.empty()
              ? fmt::format("no {} '{}' here (one of: {})", what, word, fmt::join(ids, ", "))
              : fmt::format("'{}' could be {}", word, fmt::join(hits, " or "));
  return {};
}

bool is_place_or_store(const std::string& verb) {
  return verb == "place" || verb == "store" || verb == "keep";
}

// Takes out of `set` (canonical `place` texts) the workers placed on the seat's board
// between `before` and `after` other than the one `played` placed: the engine's own.
void drop_made(const Ruleset& r, const SeatState& before, const SeatState& after,
               const std::string& played, std::vector<std::string>& set) {
  bool played_seen = false;
  for (std::size_t k = 0; k < r.worker_kinds.size(); ++k) {
    const auto drop = [&](const std::string& target, int now, int then) {
      for (int n = then; n < now; ++n) {
        const std::string text = fmt::format("place {} {}", r.worker_kinds[k].id, target);
        if (!played_seen && text == played) {
          played_seen = true;
          continue;
        }
        const auto it = std::find(set.begin(), set.end(), text);
        if (it != set.end()) set.erase(it);
      }
    };
    for (int i = 0; i < after.num_tiles; ++i)
      drop(r.tile_kinds[after.island[i].kind].id, after.island[i].workers[k],
           i < before.num_tiles ? before.island[i].workers[k] : 0);
    for (int i = 0; i < after.num_buildings; ++i)
      drop(r.buildings[after.city[i].type].id, after.city[i].workers[k],
           i < before.num_buildings ? before.city[i].workers[k] : 0);
  }
}

// A placement named by ids (resolved already): the target is the seat's tile of that kind
// when it has one, else its building (as the engine's canonical text reads it).
Placement placement_of(const Ruleset& r, const SeatState& st, const std::string& worker,
                       const std::string& target) {
  Placement p;
  p.worker = r.worker_index(worker).value_or(0);
  for (int i = 0; i < st.num_tiles; ++i)
    if (r.tile_kinds[st.island[i].kind].id == target) {
      p.target = st.island[i].kind;
      return p;
    }
  p.on_building = true;
  p.target = r.building_index(target).value_or(0);
  return p;
}

}  // namespace

bool Session::placeable(const std::vector<std::string>& wants) const {
  const Id seat = current_seat();
  if (seat == kNone) return false;
  const Ruleset& r = rules();
  const auto& st = state_.seat(seat);
  std::array<int, kMaxWorkerKinds> workers{};
  for (const auto& want : wants) {
    const auto parts = words(want);  // place <worker> <target>
    if (parts.size() != 3) return false;
    const auto kind = r.worker_index(parts[1]);
    if (!kind || ++workers[*kind] > st.san_juan[*kind]) return false;
    const auto need = std::count(wants.begin(), wants.end(), want);
    long room = 0;
    if (const auto tile = r.tile_index(parts[2]))
      for (int i = 0; i < st.num_tiles; ++i) {
        const auto& t = st.island[i];
        if (t.kind != *tile || t.variant != 0) continue;
        room += r.tile_kinds[t.kind].circles;
        for (auto n : t.workers) room -= n;
      }
    if (const auto b = r.building_index(parts[2]))
      for (int i = 0; i < st.num_buildings; ++i) {
        if (st.city[i].type != *b) continue;
        room += r.buildings[*b].circles;
        for (auto n : st.city[i].workers) room -= n;
      }
    if (need > room) return false;
  }
  return true;
}

std::string Session::whole_verb(std::string_view text) {
  const auto w = words(text);
  return !w.empty() && is_place_or_store(w[0]) ? w[0] : std::string();
}

std::optional<std::string> Session::play_text(std::string_view text) {
  const auto w = words(text);
  if (w.empty()) return std::string("nothing to play");
  if (!is_place_or_store(w[0])) {
    std::string why;
    const auto a = engine_.parse(state_, text, &why);
    if (a) return play(*a);
    // Several cards of one choice in one line (session/card_line.hpp): tried whole on a
    // copy, so made whole.
    const CardLine line = expand_card_line(engine_, state_, text);
    if (!line.is_line) return why;
    if (!line.error.empty()) return line.error;
    for (const Action& one : line.actions)
      if (auto err = play(one)) return err;
    return std::nullopt;
  }
  return play_whole(text);
}

std::optional<std::string> Session::play_whole(std::string_view text) {
  const auto w = words(text);
  if (!human_to_move()) return std::string("it is not a person's turn");
  const Id seat = current_seat();
  const auto& st = state_.seat(seat);
  const Ruleset& r = rules();

  // The canonical texts wanted, as a multiset.
  std::vector<std::string> wants;
  std::vector<Placement> places;  // a `place` line's wants, as data (for planned_placements)
  std::string error;
  if (w[0] == "place") {
    std::vector<std::string> workers, targets;
    for (const auto& k : r.worker_kinds) workers.push_back(k.id);
    for (int i = 0; i < st.num_tiles; ++i) {
      const std::string& id = r.tile_kinds[st.island[i].kind].id;
      if (std::find(targets.begin(), targets.end(), id) == targets.end()) targets.push_back(id);
    }
    for (int i = 0; i < st.num_buildings; ++i) targets.push_back(r.buildings[st.city[i].type].id);
    // The worker kind: named, or the only kind waiting in San Juan, or the default one.
    std::string worker = r.worker_kinds.empty() ? "" : r.worker_kinds[0].id;
    int waiting_kinds = 0;
    for (std::size_t k = 0; k < r.worker_kinds.size(); ++k)
      if (st.san_juan[k] > 0) {
        ++waiting_kinds;
        worker = r.worker_kinds[k].id;
      }
    if (waiting_kinds > 1) worker = r.worker_kinds[0].id;
    for (std::size_t i = 1; i < w.size(); ++i) {
      if (std::find(workers.begin(), workers.end(), w[i]) != workers.end()) {
        worker = w[i];
        continue;
      }
      const std::string t = resolve(w[i], targets, "tile or building of yours", error);
      if (t.empty()) return error;
      wants.push_back(fmt::format("place {} {}", worker, t));
      places.push_back(placement_of(r, st, worker, t));
    }
  } else {
    std::vector<std::string> goods;
    for (const auto& g : r.goods) goods.push_back(g.id);
    std::string verb = w[0];
    for (std::size_t i = 1; i < w.size(); ++i) {
      if (w[i] == "store" || w[i] == "keep") {
        verb = w[i];
        continue;
      }
      const std::string g = resolve(w[i], goods, "good", error);
      if (g.empty()) return error;
      wants.push_back(fmt::format("{} {}", verb, g));
    }
  }
  if (wants.empty()) return fmt::format("'{}' names nothing to {}", text, w[0]);
  // Placements planned earlier in this decision come with the new ones.
  if (w[0] == "place" && planned_seat_ == seat) {
    wants.insert(wants.begin(), planned_.begin(), planned_.end());
    places.insert(places.begin(), planned_placements_.begin(), planned_placements_.end());
  }

  const auto type_of_set = [&](const Action& a) {
    return w[0] == "place" ? a.type == ActionType::Place
                           : a.type == ActionType::Store || a.type == ActionType::Keep;
  };
  // Plays `set` in canonical order; an error leaves whatever it played (the caller
  // restores).
  // A `place` line that leaves the rest of the arrangement open is part of one: the
  // engine must not complete it in its own order. The rest is settled when no worker is
  // left, when every free circle left gets one, or when one target is left with room.
  bool partial = false;
  if (w[0] == "place") {
    std::map<std::string, int> room;  // free circles by target id
    for (int i = 0; i < st.num_tiles; ++i) {
      if (st.island[i].variant != 0) continue;
      int n = r.tile_kinds[st.island[i].kind].circles;
      for (auto k : st.island[i].workers) n -= k;
      room[r.tile_kinds[st.island[i].kind].id] += n;
    }
    for (int i = 0; i < st.num_buildings; ++i) {
      int n = r.buildings[st.city[i].type].circles;
      for (auto k : st.city[i].workers) n -= k;
      room[r.buildings[st.city[i].type].id] += n;
    }
    // Workers of each kind the line leaves waiting, and the circles it leaves free.
    std::array<int, kMaxWorkerKinds> left{};
    for (std::size_t k = 0; k < left.size(); ++k) left[k] = st.san_juan[k];
    for (const auto& want : wants) {
      --room[want.substr(want.rfind(' ') + 1)];
      const auto parts = words(want);  // place <worker> <target>
      if (const auto kind = r.worker_index(parts[1])) --left[*kind];
    }
    int left_circles = 0, left_targets = 0;
    for (const auto& [target, n] : room)
      if (n > 0) {
        left_circles += n;
        ++left_targets;
      }
    int left_workers = 0, left_kinds = 0;
    for (int n : left) {
      left_workers += std::max(n, 0);
      left_kinds += n > 0;
    }
    // Settled: nothing left to place, or no free circle left (the workers left over wait
    // in San Juan, as the rules say), or one kind left that goes one way only.
    const bool settled = left_workers == 0 || left_circles == 0 ||
                         (left_kinds == 1 && (left_workers >= left_circles || left_targets <= 1));
    partial = !settled;
  }
  // A storage line asking too much is told the seat's limit, read from the engine's
  // listings at the start of the line ("you may keep 1 single barrel and no whole kind"):
  // worked out from this copy only when a refusal needs it.
  const State line_start = state_;
  const auto attempt = [&](std::vector<std::string> set) -> std::optional<std::string> {
    const std::vector<std::string> all = set;
    const std::size_t start = history_.size();
    const auto goods_before = state_.seat(seat).goods;
    while (!set.empty()) {
      if (over() || current_seat() != seat ||
          std::none_of(legal_.begin(), legal_.end(), type_of_set))
        break;  // the engine made the rest of the decision itself (one way only)
      bool played = false;
      for (const auto& a : legal_) {
        const std::string t = engine_.to_text(state_, a);
        const auto it = std::find(set.begin(), set.end(), t);
        if (it == set.end()) continue;
        set.erase(it);
        const SeatState board_before = state_.seat(seat);
        if (auto err = apply_one(a, true)) return err;
        // The engine may have made placements after this one itself, where one way only
        // was left (a kind that must fill a target before the next kind may): those the
        // line names are made.
        if (w[0] == "place") drop_made(r, board_before, state_.seat(seat), t, set);
        played = true;
        break;
      }
      if (!played) return fmt::format("cannot {} now", set.front());
    }
    const bool turn_over =
        over() || current_seat() != seat || std::none_of(legal_.begin(), legal_.end(), type_of_set);
    // Part of an arrangement: the engine must not have placed the rest on its own (it
    // would place them in its order, not where the person will say).
    if (partial && turn_over) return std::string("the rest of the arrangement is not named yet");
    if (set.empty()) return std::nullopt;
    if (w[0] != "place") {
      // The storage ended before the whole line was played: the engine made the rest
      // itself (one way only), or the line asks for more than the seat may keep. What the
      // seat kept must include what was asked (its `kept` events).
      std::map<Id, long> kept;
      for (std::size_t i = start; i < history_.size(); ++i)
        for (const auto& e : history_[i].events)
          if (e.kind == EventKind::Kept && e.seat == seat) kept[e.what] += e.amount;
      for (const auto& want : all) {
        const auto parts = words(want);  // store|keep <good>
        const Id g = *r.good_index(parts[1]);
        const long need = parts[0] == "store"
                              ? static_cast<long>(goods_before[g])
                              : std::count(all.begin(), all.end(), "keep " + parts[1]);
        if (kept[g] < need)
          return fmt::format("cannot {}: more than you may keep ({})", want,
                             storage_limit_text(storage_choices(engine_, line_start)));
      }
      return std::nullopt;
    }
    // The engine placed the rest: it must be what was asked.
    for (const auto& want : all) {
      const auto parts = words(want);  // place <worker> <target>
      const auto need = std::count(all.begin(), all.end(), want);
      const Id kind = *r.worker_index(parts[1]);
      long have = 0;
      const auto& now = state_.seat(seat);
      if (const auto tile = r.tile_index(parts[2]))
        for (int i = 0; i < now.num_tiles; ++i)
          if (now.island[i].kind == *tile) have += now.island[i].workers[kind];
      if (const auto b = r.building_index(parts[2]))
        for (int i = 0; i < now.num_buildings; ++i)
          if (now.city[i].type == *b) have += now.city[i].workers[kind];
      if (have < need) return fmt::format("cannot {}: the circles are taken", want);
    }
    return std::nullopt;
  };

  const State saved_state = state_;
  const auto saved_history = history_;
  const auto restore = [&] {
    state_ = saved_state;
    history_ = saved_history;
    relist();
  };
  auto error1 = attempt(wants);
  if (error1) {
    restore();
    // A target the canonical order already passed: take back this turn's placements (or
    // storage choices) and make them all again with the new ones.
    std::size_t from = history_.size();
    while (from > 0) {
      const Decision& d = history_[from - 1];
      const auto verb = words(d.text);
      if (d.seat != seat || !d.by_human || d.revealed || verb.empty() ||
          !(w[0] == "place" ? verb[0] == "place" : verb[0] == "store" || verb[0] == "keep"))
        break;
      --from;
    }
    bool done = false;
    if (from < history_.size()) {
      std::vector<std::string> again;
      for (std::size_t i = from; i < history_.size(); ++i) again.push_back(history_[i].text);
      again.insert(again.end(), wants.begin(), wants.end());
      rewind_to(from);
      done = !attempt(again);
      if (!done) restore();
    }
    if (!done) {
      // Possible, but not yet in the canonical order (the rules make a seat place as many
      // workers as it can, and the engine lists placements in a fixed order): kept as
      // planned until the rest of the arrangement makes it playable.
      if (w[0] == "place" && placeable(wants)) {
        planned_ = wants;
        planned_placements_ = places;
        planned_seat_ = seat;
        return std::nullopt;
      }
      return error1;
    }
  }
  redo_.clear();
  changed();
  return std::nullopt;
}

}  // namespace gov::session
