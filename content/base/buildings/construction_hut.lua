-- Construction hut. "Durant la phase de plantation, le propriétaire d'une baraque de
-- chantier occupée peut prendre une carrière au lieu de prendre une plantation face
-- visible." (The settler already may; he still takes one tile only, so no two quarries.)
-- The core offers the open-pile tiles (quarries) when any answer here says yes.
local M = {}

M.may_take_open_tile = { answer = true }

return M
