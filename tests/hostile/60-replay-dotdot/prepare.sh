# A real pack at ../elsewhere-60 (a copy of the base pack's YAML): a log must not load it
# by path.
cp -R ../base ../elsewhere-60
