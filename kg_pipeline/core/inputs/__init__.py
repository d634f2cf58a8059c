"""Reading input: documents and candidates as JSONL, text files, and a dated inbox folder.
Bad input raises `InputError` naming the file and record."""
