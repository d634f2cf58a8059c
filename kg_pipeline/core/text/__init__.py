"""Text handling every stage shares: folding and normalising with offset maps, the sentence
splitter with character offsets, chunking, and reading JSON out of model replies (code fences,
repair). Depends on nothing else in the package."""
