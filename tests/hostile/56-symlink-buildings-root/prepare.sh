ln -s / buildings
