// Reader for buildings/<id>.yaml: one building per file, its id matching the file name.
#include "loader/presentation.hpp"
#include "loader/read_memory_fields.hpp"
#include "loader/readers.hpp"

namespace gov::loader {

void read_building(LoadState& st, const FileCtx& f, const YNode& root, const std::string& stem,
                   const std::string& script) {
  MapView v(f, root, "",
            {{"id", true},
             {"name", true},
             {"name_fr"},
             {"text", true},
             {"rulebook"},
             {"cost", true},
             {"vp", true},
             {"circles", true},
             {"column", true},
             {"size", true},
             {"category", true},
             {"produces"},
             {"copies", true},
             {"works_unoccupied"},
             {"tags"},
             {"colour"},
             {"glyph"},
             {"memory"},
             {"memory_sight"}});
  if (!v.ok()) return;

  BuildingDef b;
  auto id = v.id("id");
  if (id && *id != stem) {
    f.error(v.get("id")->at, "id '" + *id + "' does not match the file name '" + stem +
                                 ".yaml' (a building lives in buildings/<id>.yaml)");
    id.reset();
  }
  b.name = v.string_or("name", "");
  b.name_fr = v.string_or("name_fr", "");
  b.text = v.string_or("text", "");
  b.rulebook = v.string_or("rulebook", "");
  read_presentation(v, b.colour, b.glyph);
  b.pack = st.pack_id;
  b.cost = v.integer_or("cost", 0, 0, 99);
  b.vp = v.integer_or("vp", 0, 0, 99);
  b.circles = v.integer_or("circles", 1, 0, 3);
  b.column = v.integer_or("column", 1, 1, 4);
  if (auto size = v.choice("size", {"small", "large"})) {
    b.large = *size == "large";
    b.spaces = b.large ? 2 : 1;
  }
  auto category = v.choice("category", {"production", "violet"});
  if (category)
    b.category =
        *category == "production" ? BuildingCategory::Production : BuildingCategory::Violet;
  if (const YNode* p = v.get("produces")) {
    if (category && b.category != BuildingCategory::Production)
      f.error(p->at,
              "produces: only a production building produces (category is '" + *category + "')");
    else if (auto g = st.resolve(f, *p, "produces", IdKind::Good))
      b.produces = *g;
  }
  b.copies = v.integer_or("copies", 0, 0, 99);
  b.works_unoccupied = v.boolean_or("works_unoccupied", false);
  if (const YNode* tags = v.get("tags")) {
    if (const YNode* list = as_list(f, *tags, v.key_path("tags"))) {
      for (std::size_t i = 0; i < list->children.size(); ++i)
        if (auto tag = to_id(f, list->children[i], index_path(v.key_path("tags"), i)))
          b.tags.push_back(*tag);
    }
  }
  if (const YNode* memory = v.get("memory"))
    read_memory_fields(f, *memory, v.key_path("memory"), b.memory_fields);
  // Who may read its memory: the owner unless it says otherwise (core/memory_sight.hpp).
  if (auto sight = v.choice("memory_sight", {"everyone", "owner", "nobody"}))
    b.memory_sight = *sight == "everyone" ? Sight::Everyone
                     : *sight == "owner"  ? Sight::Owner
                                          : Sight::Nobody;
  b.script_file = script;
  b.where = source_pos(f, v.at());

  if (!id || !st.declare(f, *id, v.get("id")->at, IdKind::Building)) return;
  if (!st.room_for(f, v.at(), st.rules.buildings.size(), kMaxBuildings, "building types")) return;
  b.id = *id;
  st.rules.buildings.push_back(std::move(b));
}

}  // namespace gov::loader
