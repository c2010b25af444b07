// One descriptor per kind of product record (company, person, user, group role, career row, process):
// its delete calls and the texts of its delete dialog. The one delete path of src/ui/record
// (useDeleteRecords) takes it, so every record is deleted, confirmed and undone the same way.

/** The delete calls of one resource (`productRecords(...)` has them). */
export type DeletableRecords = {
  remove: (id: number) => Promise<{ undo: string }>
  /** One atomic request for several records (the bulk bar), so a refused delete removes none. */
  removeMany: (ids: number[]) => Promise<{ undo: string }>
  restore: (undo: string) => Promise<unknown>
}

/** The texts of one delete, translated by the feature (its own catalog holds them). */
export type DeleteTexts = {
  title: string
  message: string
  deleted: string
  /** The server would refuse it (records still refer to it): the dialog explains and offers no delete. */
  blocked?: boolean
}

export type RecordKind<Row> = {
  records: DeletableRecords
  /**
   * The texts for deleting `ids`. `row` is the record when one is deleted from its row or page, so the
   * dialog can name it and count what goes with it; it is undefined for the bulk bar.
   */
  deleteTexts: (ids: number[], row: Row | undefined) => DeleteTexts
}

/** Declares a record kind (typed by its row). */
export const recordKind = <Row>(kind: RecordKind<Row>): RecordKind<Row> => kind
