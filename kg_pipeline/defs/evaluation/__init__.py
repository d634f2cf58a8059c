"""The golden set and its evaluation: the measured precision that gates publication."""
