// Readers for the list files: goods.yaml, tiles.yaml, workers.yaml, roles.yaml. Each is a
// mapping with one key naming the list, whose items are mappings.
#include <climits>

#include "loader/presentation.hpp"
#include "loader/readers.hpp"

namespace gov::loader {

namespace {

// Calls `item(view)` for each mapping of the list node (found under `list_key`).
template <typename Fn>
void for_each_in(const FileCtx& f, const YNode* list, std::string_view list_key,
                 const std::vector<KeySpec>& item_keys, Fn item) {
  if (!list) return;
  const YNode* items = as_list(f, *list, std::string(list_key));
  if (!items) return;
  for (std::size_t i = 0; i < items->children.size(); ++i) {
    MapView v(f, items->children[i], index_path(std::string(list_key), i), item_keys);
    if (v.ok()) item(v);
  }
}

// Calls `item(view)` for each mapping in root[list_key], the file's only key.
template <typename Fn>
void for_each_item(const FileCtx& f, const YNode& root, std::string_view list_key,
                   const std::vector<KeySpec>& item_keys, Fn item) {
  MapView top(f, root, "", {{list_key, true}});
  for_each_in(f, top.get(list_key), list_key, item_keys, item);
}

}  // namespace

void read_goods(LoadState& st, const FileCtx& f, const YNode& root) {
  for_each_item(
      f, root, "goods",
      {{"id", true}, {"name", true}, {"price", true}, {"needs_building"}, {"colour"}, {"glyph"}},
      [&](const MapView& v) {
        GoodDef g;
        auto id = v.id("id");
        g.name = v.string_or("name", "");
        g.price = v.integer_or("price", 0, 0, 99);
        g.needs_building = v.boolean_or("needs_building", true);
        read_presentation(v, g.colour, g.glyph);
        g.where = source_pos(f, v.at());
        if (!id || !st.declare(f, *id, v.get("id")->at, IdKind::Good)) return;
        if (!st.room_for(f, v.at(), st.rules.goods.size(), kMaxGoods, "goods")) return;
        g.id = *id;
        st.rules.goods.push_back(std::move(g));
      });
}

void read_tiles(LoadState& st, const FileCtx& f, const YNode& root) {
  // `variants:` names the ways a tile may lie on an island other than face up (e.g. face
  // down as something else); a variant has no circles and produces nothing.
  MapView top(f, root, "", {{"tiles"}, {"variants"}});
  if (!top.ok()) return;
  for_each_in(f, top.get("variants"), "variants",
              {{"id", true}, {"name", true}, {"colour"}, {"glyph"}}, [&](const MapView& v) {
                auto id = v.id("id");
                if (!id) return;
                for (const auto& existing : st.rules.tile_variants)
                  if (existing.id == *id) {
                    f.error(v.get("id")->at, "tile variant '" + *id + "' is declared twice");
                    return;
                  }
                if (st.rules.tile_variants.size() >= 7) {
                  f.error(v.at(), "at most 7 tile variants");
                  return;
                }
                TileVariantDef variant{*id, v.string_or("name", ""), "", ""};
                read_presentation(v, variant.colour, variant.glyph);
                st.rules.tile_variants.push_back(std::move(variant));
              });
  for_each_in(
      f, top.get("tiles"), "tiles",
      {{"id", true},
       {"name", true},
       {"circles"},
       {"produces"},
       {"open_pile"},
       {"build_discount"},
       {"colour"},
       {"glyph"}},
      [&](const MapView& v) {
        TileKindDef t;
        auto id = v.id("id");
        t.name = v.string_or("name", "");
        t.circles = v.integer_or("circles", 1, 0, 3);
        t.open_pile = v.boolean_or("open_pile", false);
        t.build_discount = v.integer_or("build_discount", 0, 0, 9);
        read_presentation(v, t.colour, t.glyph);
        t.where = source_pos(f, v.at());
        std::string produces_id;
        if (const YNode* p = v.get("produces")) {
          if (auto g = st.resolve(f, *p, v.key_path("produces"), IdKind::Good)) {
            t.produces = *g;
            produces_id = st.rules.goods[*g].id;
          }
        }
        if (!id || !st.declare(f, *id, v.get("id")->at, IdKind::Tile, produces_id)) return;
        if (!st.room_for(f, v.at(), st.rules.tile_kinds.size(), kMaxTileKinds, "tile kinds"))
          return;
        t.id = *id;
        st.rules.tile_kinds.push_back(std::move(t));
      });
}

void read_workers(LoadState& st, const FileCtx& f, const YNode& root) {
  for_each_item(
      f, root, "workers", {{"id", true}, {"name", true}, {"end_vp"}}, [&](const MapView& v) {
        WorkerKindDef w;
        auto id = v.id("id");
        w.name = v.string_or("name", "");
        w.end_vp = v.integer_or("end_vp", 0, -99, 99);
        w.where = source_pos(f, v.at());
        if (!id || !st.declare(f, *id, v.get("id")->at, IdKind::Worker)) return;
        if (!st.room_for(f, v.at(), st.rules.worker_kinds.size(), kMaxWorkerKinds, "worker kinds"))
          return;
        w.id = *id;
        st.rules.worker_kinds.push_back(std::move(w));
      });
}

void read_roles(LoadState& st, const FileCtx& f, const YNode& root) {
  std::vector<std::string> mechanics;
  for (int m = 0; m < kMechanicCount; ++m)
    mechanics.emplace_back(mechanic_name(static_cast<Mechanic>(m)));
  for_each_item(f, root, "roles",
                {{"id", true},
                 {"name", true},
                 {"mechanic", true},
                 {"privilege"},
                 {"draw"},
                 {"keep"},
                 {"may_decline"},
                 {"text", true},
                 {"rulebook"}},
                [&](const MapView& v) {
                  RoleDef r;
                  auto id = v.id("id");
                  r.name = v.string_or("name", "");
                  if (auto m = v.choice("mechanic", mechanics))
                    r.mechanic = *mechanic_from_name(*m);
                  // times the largest multiplier, the privilege is counted down in a byte
                  r.privilege = v.integer_or("privilege", 1, 0, kMaxPrivilege);
                  // draw_keep's counts (cards a seat draws, keeps; keep 0: all it drew)
                  r.draw = v.integer_or("draw", 0, 0, kMaxCards);
                  r.keep = v.integer_or("keep", 0, 0, kMaxCards);
                  r.may_decline = v.boolean_or("may_decline", false);
                  r.text = v.string_or("text", "");
                  r.rulebook = v.string_or("rulebook", "");
                  r.where = source_pos(f, v.at());
                  if (!id || !st.declare(f, *id, v.get("id")->at, IdKind::Role)) return;
                  if (!st.room_for(f, v.at(), st.rules.roles.size(), kMaxRoles, "roles")) return;
                  r.id = *id;
                  st.rules.roles.push_back(std::move(r));
                });
}

}  // namespace gov::loader
