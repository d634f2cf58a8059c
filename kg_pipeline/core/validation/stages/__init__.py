"""The validation stages, one module each, in the order the validator runs them: `structure`,
`predicate` (vocabulary), `endpoints`, `support`. Each is a function over one `Work` record that
records its outcome on it; none imports the validator."""
