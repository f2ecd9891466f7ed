// `expect:` of a scenario file (at the end, or as a step): checks on the State. Goods of a
// seat are checked exactly (a good not listed must be 0); tiles and buildings only for the
// kinds listed; everything else only when given. Card keys: cards_expect.cpp.
#include <algorithm>

#include <fmt/format.h>

#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

namespace {

using loader::index_path;
using loader::join_path;

const std::vector<std::string> kStages = {"draft", "choose_role", "phase", "game_over"};

// A mapping of content id -> integer; calls `f(id, count, at, path)` for each entry.
template <class F>
void id_counts(Ctx& c, const YNode& n, const std::string& path, IdKind kind, int hi, F f) {
  if (!n.is_map()) {
    c.f.error(n.at, fmt::format("{}: expected a mapping of id to count, got {}", path,
                                loader::describe(n)));
    return;
  }
  std::vector<Id> seen;
  for (std::size_t i = 0; i < n.map_size(); ++i) {
    const std::string p = join_path(path, n.key(i).value);
    auto id = lookup(c, n.key(i), p, kind);
    auto count = loader::to_int(c.f, n.val(i), p, 0, hi);
    if (!id || !count) continue;
    if (std::find(seen.begin(), seen.end(), *id) != seen.end()) {
      c.f.error(n.key(i).at, p + ": listed twice");
      continue;
    }
    seen.push_back(*id);
    f(*id, *count, n.val(i).at, p);
  }
}

// Every worker of a seat (circles + San Juan), per kind.
WorkerCounts workers_of(const SeatState& st) {
  WorkerCounts n{};
  for (std::size_t k = 0; k < n.size(); ++k) {
    n[k] += st.san_juan[k];
    for (int t = 0; t < st.num_tiles; ++t) n[k] += st.island[t].workers[k];
    for (int b = 0; b < st.num_buildings; ++b) n[k] += st.city[b].workers[k];
  }
  return n;
}

template <class A>
WorkerCounts counts_of(const A& per_kind) {
  WorkerCounts n{};
  for (std::size_t k = 0; k < n.size(); ++k) n[k] = static_cast<int>(per_kind[k]);
  return n;
}

// A worker count: an integer is compared with `whole` (what a bare number means at this
// key), a mapping kind by kind with `actual` for the kinds it names. `actual` is null
// while validating.
void expect_workers(Ctx& c, const YNode& n, const std::string& path, int hi, int whole,
                    const WorkerCounts* actual) {
  auto want = read_worker_counts(c, n, path, hi);
  if (!want || !actual) return;
  if (!n.is_map()) {
    c.expect_eq(n.at, path, (*want)[0], whole);
    return;
  }
  for (std::size_t i = 0; i < n.map_size(); ++i) {
    auto kind = lookup(c, n.key(i), path, IdKind::Worker);
    if (kind)
      c.expect_eq(n.val(i).at, loader::join_path(path, n.key(i).value), (*want)[*kind],
                  (*actual)[*kind]);
  }
}

// `buildings: [a, b, b]`: each kind listed is built as many times as listed.
void expect_built_list(Ctx& c, const YNode& list, const std::string& path, const SeatState* st) {
  std::vector<std::pair<Id, Pos>> want;
  for (std::size_t i = 0; i < list.children.size(); ++i)
    if (auto id = lookup(c, list.children[i], index_path(path, i), IdKind::Building))
      want.emplace_back(*id, list.children[i].at);
  if (!st) return;
  std::vector<Id> done;
  for (const auto& [id, at] : want) {
    if (std::find(done.begin(), done.end(), id) != done.end()) continue;
    done.push_back(id);
    int listed = 0, built = 0;
    for (const auto& w : want) listed += w.first == id;
    for (int k = 0; k < st->num_buildings; ++k) built += st->city[k].type == id;
    c.expect_eq(at, join_path(path, c.rules().buildings[id].id) + " (built)", listed, built);
  }
}

void check_seat(Ctx& c, const YNode& n, const std::string& path, int seat, const State* s) {
  MapView m(c.f, n, path,
            {{"coins"},
             {"vp"},
             {"goods"},
             {"tiles"},
             {"num_tiles"},
             {"buildings"},
             {"num_buildings"},
             {"san_juan"},
             {"workers"},
             {"score"},
             {"bonus"},
             {"building_vp"},
             {"winner"},
             {"hand"},
             {"hand_kinds"},
             {"zones"}});
  if (!m.ok()) return;
  const Ruleset& r = c.rules();
  const SeatState* st = s ? &s->seat(seat) : nullptr;
  std::vector<SeatScore> scores;
  if (s && (m.get("score") || m.get("bonus") || m.get("building_vp") || m.get("winner")))
    scores = c.engine.score(*s);
  auto int_check = [&](std::string_view key, int hi, auto actual) {
    if (auto v = m.integer(key, 0, hi); v && st)
      c.expect_eq(m.key_at(key), m.key_path(key), *v, static_cast<int>(actual()));
  };
  int_check("coins", 100000, [&] { return st->coins; });
  int_check("vp", 100000, [&] { return st->vp_chips; });
  int_check("num_tiles", 255, [&] { return st->num_tiles; });
  int_check("num_buildings", 255, [&] { return st->num_buildings; });
  if (const YNode* sj = m.get("san_juan")) {
    const WorkerCounts have = st ? counts_of(st->san_juan) : WorkerCounts{};
    expect_workers(c, *sj, m.key_path("san_juan"), 255, have[0], st ? &have : nullptr);
  }
  if (const YNode* w = m.get("workers")) {
    const WorkerCounts have = st ? workers_of(*st) : WorkerCounts{};
    expect_workers(c, *w, m.key_path("workers"), 1000, total(have), st ? &have : nullptr);
  }
  // End scores as the engine computes them now: total, power bonus (score hooks), and the
  // printed VP of buildings.
  int_check("score", 100000, [&] { return scores.at(static_cast<std::size_t>(seat)).total; });
  int_check("bonus", 100000, [&] { return scores.at(static_cast<std::size_t>(seat)).bonus; });
  int_check("building_vp", 100000,
            [&] { return scores.at(static_cast<std::size_t>(seat)).buildings; });
  if (m.get("winner")) {
    const bool w = m.boolean_or("winner", false);
    if (st)
      c.expect_eq(m.key_at("winner"), m.key_path("winner"), w,
                  scores.at(static_cast<std::size_t>(seat)).winner);
  }
  check_seat_cards(c, m, seat, s);
  if (const YNode* g = m.get("goods")) {
    // Barrels, or in a card game the cards on the seat's production buildings.
    const auto have = s ? seat_goods(r, *s, seat) : std::array<int, kMaxGoods>{};
    std::vector<bool> listed(r.goods.size(), false);
    id_counts(c, *g, m.key_path("goods"), IdKind::Good, 255, [&](Id id, int n, Pos at, auto& p) {
      listed[id] = true;
      if (st) c.expect_eq(at, p, n, have[id]);
    });
    if (st)
      for (std::size_t k = 0; k < r.goods.size(); ++k)
        if (!listed[k] && have[k] != 0)
          c.expect_eq(g->at, join_path(m.key_path("goods"), r.goods[k].id), 0, have[k]);
  }
  if (const YNode* t = m.get("tiles"))
    id_counts(c, *t, m.key_path("tiles"), IdKind::Tile, 255, [&](Id id, int n, Pos at, auto& p) {
      if (!st) return;
      int have = 0;
      for (int i = 0; i < st->num_tiles; ++i) have += st->island[i].kind == id;
      c.expect_eq(at, p, n, have);
    });
  if (const YNode* b = m.get("buildings")) {
    // building -> workers on it (a number, or a mapping of worker kind to count); a
    // building not owned reports "not built". A list names buildings built, each as many
    // times as the city holds it.
    if (b->is_seq()) {
      expect_built_list(c, *b, m.key_path("buildings"), st);
    } else if (!b->is_map()) {
      c.f.error(b->at, fmt::format("{}: expected a mapping of building to workers, got {}",
                                   m.key_path("buildings"), loader::describe(*b)));
    } else {
      for (std::size_t i = 0; i < b->map_size(); ++i) {
        const std::string p = join_path(m.key_path("buildings"), b->key(i).value);
        auto id = lookup(c, b->key(i), p, IdKind::Building);
        const YNode& val = b->val(i);
        if (!id) continue;
        if (!st) {
          read_worker_counts(c, val, p, 3);
          continue;
        }
        const BuildingSlot* slot = nullptr;
        for (int k = 0; k < st->num_buildings; ++k)
          if (st->city[k].type == *id) slot = &st->city[k];
        if (!slot) {
          ++c.checks;
          c.fail(val.at, fmt::format("{}: expected built, not built", p));
          continue;
        }
        const WorkerCounts have = counts_of(slot->workers);
        expect_workers(c, val, p + " (workers)", 3, total(have), &have);
      }
    }
  }
}

void check_ships(Ctx& c, const YNode& n, const std::string& path, const State* s) {
  const YNode* list = loader::as_list(c.f, n, path);
  if (!list) return;
  for (std::size_t i = 0; i < list->children.size(); ++i) {
    const std::string p = index_path(path, i);
    MapView m(c.f, list->children[i], p, {{"capacity", true}, {"good"}, {"load"}});
    if (!m.ok()) continue;
    auto cap = m.integer("capacity", 1, 255);
    std::optional<Id> good;
    bool empty_good = false;
    if (const YNode* g = m.get("good")) {
      if (g->is_null() || g->value == "none")
        empty_good = true;
      else
        good = lookup(c, *g, m.key_path("good"), IdKind::Good);
    }
    auto load = m.integer("load", 0, 255);
    if (!s || !cap) continue;
    const Ship* ship = nullptr;
    for (int k = 0; k < s->num_ships; ++k)
      if (s->ships[k].capacity == *cap && !ship) ship = &s->ships[k];
    if (!ship) {
      ++c.checks;
      c.fail(m.at(), fmt::format("{}: no ship of capacity {}", p, *cap));
      continue;
    }
    auto good_name = [&](Id g) { return g == kNone ? std::string("none") : c.rules().goods[g].id; };
    if (good || empty_good)
      c.expect_eq(m.key_at("good"), m.key_path("good"), good_name(good ? *good : kNone),
                  good_name(ship->load > 0 ? ship->good : kNone));
    if (load)
      c.expect_eq(m.key_at("load"), m.key_path("load"), *load, static_cast<int>(ship->load));
  }
}

void check_supply(Ctx& c, const YNode& n, const std::string& path, const State* s) {
  MapView m(c.f, n, path, {{"goods"}, {"buildings"}, {"workers"}, {"ship_workers"}, {"vp"}});
  if (!m.ok()) return;
  if (const YNode* w = m.get("workers")) {
    const WorkerCounts have = s ? counts_of(s->worker_supply) : WorkerCounts{};
    expect_workers(c, *w, m.key_path("workers"), 10000, have[0], s ? &have : nullptr);
  }
  if (const YNode* w = m.get("ship_workers")) {
    const WorkerCounts have = s ? counts_of(s->ship_workers) : WorkerCounts{};
    expect_workers(c, *w, m.key_path("ship_workers"), 255, have[0], s ? &have : nullptr);
  }
  if (auto v = m.integer("vp", -1000, 10000); v && s)
    c.expect_eq(m.key_at("vp"), m.key_path("vp"), *v, static_cast<int>(s->vp_supply));
  if (const YNode* g = m.get("goods"))
    id_counts(c, *g, m.key_path("goods"), IdKind::Good, 255, [&](Id id, int k, Pos at, auto& p) {
      if (s) c.expect_eq(at, p, k, static_cast<int>(s->goods_supply[id]));
    });
  // Copies left to build; shows what a draft put in the game.
  if (const YNode* b = m.get("buildings"))
    id_counts(c, *b, m.key_path("buildings"), IdKind::Building, 255,
              [&](Id id, int k, Pos at, auto& p) {
                if (s) c.expect_eq(at, p, k, static_cast<int>(s->building_supply[id]));
              });
}

}  // namespace

void check_expect(Ctx& c, const YNode& expect, const std::string& path, const State* s) {
  MapView m(c.f, expect, path,
            {{"seats"},
             {"supply"},
             {"ships"},
             {"trading_house"},
             {"stage"},
             {"seat"},
             {"game_over"},
             {"round"},
             {"governor"},
             {"zones"},
             {"price_tile"}});
  if (!m.ok()) return;
  const int players = c.players;
  if (const YNode* seats = m.get("seats")) {
    MapView sm(c.f, *seats, m.key_path("seats"), seat_keys(players));
    if (sm.ok())
      for (std::size_t i = 0; i < seats->map_size(); ++i)
        if (auto seat = seat_number(c, seats->key(i), sm.path(), players))
          check_seat(c, seats->val(i), join_path(sm.path(), seats->key(i).value), *seat, s);
  }
  if (const YNode* v = m.get("supply")) check_supply(c, *v, m.key_path("supply"), s);
  if (const YNode* v = m.get("ships")) check_ships(c, *v, m.key_path("ships"), s);
  if (const YNode* v = m.get("trading_house"))
    if (const YNode* list = loader::as_list(c.f, *v, m.key_path("trading_house"))) {
      std::vector<std::string> want;
      for (std::size_t i = 0; i < list->children.size(); ++i)
        if (auto g = lookup(c, list->children[i], index_path(m.key_path("trading_house"), i),
                            IdKind::Good))
          want.push_back(c.rules().goods[*g].id);
      if (s) {
        std::vector<std::string> have;
        for (int i = 0; i < s->trading_house_count; ++i)
          have.push_back(c.rules().goods[s->trading_house[i]].id);
        std::sort(want.begin(), want.end());
        std::sort(have.begin(), have.end());
        c.expect_eq(m.key_at("trading_house"), m.key_path("trading_house"),
                    fmt::format("[{}]", fmt::join(want, ", ")),
                    fmt::format("[{}]", fmt::join(have, ", ")));
      }
    }
  if (auto st = m.choice("stage", kStages); st && s)
    c.expect_eq(m.key_at("stage"), m.key_path("stage"), *st, std::string(stage_name(s->stage)));
  if (const YNode* v = m.get("seat")) {
    // The seat to act now, or "none" when the game is over.
    std::string want = v->value;
    if (v->value != "none") {
      if (auto n = seat_number(c, *v, m.key_path("seat"), players))
        want = std::to_string(seat_shown(*n));
    }
    if (s) {
      const Id cur = c.engine.current_seat(*s);
      c.expect_eq(v->at, m.key_path("seat"), want,
                  cur == kNone ? std::string("none") : std::to_string(seat_shown(cur)));
    }
  }
  if (m.get("game_over")) {
    const bool want = m.boolean_or("game_over", false);
    if (s) c.expect_eq(m.key_at("game_over"), m.key_path("game_over"), want, s->over());
  }
  if (auto v = m.integer("round", 1, 1000); v && s)
    c.expect_eq(m.key_at("round"), m.key_path("round"), *v, static_cast<int>(s->round));
  if (const YNode* v = m.get("governor"))
    if (auto n = seat_number(c, *v, m.key_path("governor"), players); n && s)
      c.expect_eq(v->at, m.key_path("governor"), seat_shown(*n), seat_shown(s->governor));
  check_game_cards(c, m, s);
}

}  // namespace gov::tools::scenario
