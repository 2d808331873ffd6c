/// The solver's raw tables, owned by one value that frees them all when the solver goes. Raw arrays do not free
/// themselves (copying one aliases its memory, which is what makes them cheap), so exactly one owner must; being
/// non-copyable, this value cannot be duplicated into a second owner by accident.
struct SolverStorage: ~Copyable {
    /// The tableau symbol of each variable, by variable id.
    var variableSymbols = RawArray<Int32>()
    /// Every constraint ever added, by raw id (`isLive` false once removed).
    var records = RawArray<ConstraintRecord>()
    /// The terms of every record back to back (`ConstraintRecord.termStart`, `termCount`), merged and sorted by
    /// variable id: one allocation for all constraints instead of two arrays each, and nothing to release per
    /// constraint when the solver goes. A removed constraint's terms stay behind (ids are never reused either).
    /// Raw arrays (freed in `deinit`): appending a term is a store, with no uniqueness or capacity call.
    var termVariables = RawArray<Int32>()
    var termCoefficients = RawArray<Double>()
    /// The raw id of the constraint owning each tableau symbol (marker or error), by symbol id; -1 for none.
    var constraintOfSymbol = RawArray<Int32>()
    var definitionOfVariable = RawArray<Solver.Definition?>()
    /// `definitionOfVariable[v] != nil`, kept apart: the expansion loops test it for every term, and a byte is
    /// cheaper to load than an optional definition.
    var isDefinedVariable = RawArray<Bool>()
    /// How many definitions mention each variable.
    var definitionReferences = RawArray<Int>()
    /// Tableau constraints whose own terms mention each variable, by variable id (stale entries are dropped lazily).
    /// (One list per variable in one arena: no array per variable to allocate and free.)
    var mentionsOfVariable = ListArena<Solver.Mention>()
    /// Definitions (by constraint id) whose expression mentions each variable, by variable id (stale entries are
    /// dropped lazily).
    var definitionsReferencing = ListArena<Int32>()
    /// Cached flat expansions of defined variables (Solver+Definitions.swift).
    var flats = FlatExpansions()
    var expansionScratch = ExpansionScratch()
    var memoEpoch = RawArray<Int>()
    var memoValue = RawArray<Double>()

    deinit {
        variableSymbols.deallocate()
        records.deallocate()
        termVariables.deallocate()
        termCoefficients.deallocate()
        constraintOfSymbol.deallocate()
        definitionOfVariable.deallocate()
        isDefinedVariable.deallocate()
        definitionReferences.deallocate()
        mentionsOfVariable.deallocate()
        definitionsReferencing.deallocate()
        flats.deallocate()
        expansionScratch.deallocate()
        memoEpoch.deallocate()
        memoValue.deallocate()
    }
}
