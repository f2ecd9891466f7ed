# A sparse file of 8 GiB (it takes no disk): reading it whole would take minutes and the
# memory of the machine.
truncate -s 8G buildings/sparse_shop.yaml
