# 40 MiB of YAML comments after one good: parses fine, only too big.
{ echo "- id: ballast"; echo "  name: Ballast"; echo "  price: 1";
  yes "# $(printf '%0200d' 0)" | head -n 200000; } > goods.yaml
