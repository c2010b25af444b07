import * as v from 'valibot'

export type KanbanBoard = { id: number; title: string; itemsIds: number[] }
export type KanbanMember = { img: string; name: string }
export type KanbanItem = {
  id: number
  title: string
  dueDate: string
  labels: string[]
  members: KanbanMember[]
  /** The latest comment text ('' when none). */
  comments: string
  /** Number of attachments. */
  attachments: number
  commentsCount: number
  image?: string
}
export type KanbanState = { boards: KanbanBoard[]; items: KanbanItem[] }

const id = (what: string) => v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be a number`))
const title = v.pipe(v.string('Title must be text'), v.trim(), v.nonEmpty('Title is required'), v.maxLength(120, 'Title is too long'))

export const RenameBoardSchema = v.object({ boardId: id('boardId'), newName: title })
export const AddBoardSchema = v.object({ title })
/**
 * Title and board may be missing: spec §8 answers that with a generic network error (500), not a 400.
 * Wrong types are still a 400.
 */
export const AddItemSchema = v.object({
  itemTitle: v.optional(v.string('itemTitle must be text')),
  boardName: v.optional(v.string('boardName must be text')),
  boardId: v.optional(id('boardId')),
})
export const UpdateItemSchema = v.object({
  item: v.object({
    id: id('item.id'),
    title: v.optional(title),
    dueDate: v.optional(v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s)), 'dueDate must be a date'))),
    labels: v.optional(v.array(v.string())),
    members: v.optional(v.array(v.object({ img: v.string(), name: v.string() }))),
    comments: v.optional(v.string()),
    attachments: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    commentsCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    image: v.optional(v.string()),
  }),
})
export const ItemStateSchema = v.object({ boardId: id('boardId'), ids: v.array(id('ids')) })
export const BoardStateSchema = v.array(id('Board id'), 'Send the list of board ids')

/** Body of the generic error (spec §8 "network error"): status 500. */
export const KANBAN_DUPLICATE_BOARD = 'A board with this title already exists'
export const KANBAN_MISSING_ITEM_FIELDS = 'Item title and board are required'
