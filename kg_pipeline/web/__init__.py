"""The review desk: a small server-rendered web app over the graph store's review queue and
rejected-edge ledger (`kg-pipeline review serve`)."""
