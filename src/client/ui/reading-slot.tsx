import { type ComponentType, createContext, Suspense, useContext } from 'react';

// Features do not import each other (docs/architecture.md#layers): the forum leaves slots where the reading
// feature's parts go (watch level, jump to the first unread post, read tracking, bookmarks, the marks of a
// thread list and its New and Unread links), and the app layer fills them. The parts load in their own chunks;
// a list renders its mark and link slots for signed-in members only, so guests never fetch those chunks.
export interface ReadingThreadProps {
  threadId: number;
}
export interface ReadingPostProps {
  threadId: number;
  postId: number;
}

export interface ReadingCategoryProps {
  categoryId: number;
}

/** One row's mark ("3 new", "Not opened yet"); every row of a list passes the same ids: one request. */
export interface ReadingMarkProps {
  threadId: number;
  threadIds: number[];
}

export interface ReadingSlots {
  Thread: ComponentType<ReadingThreadProps>;
  Post: ComponentType<ReadingPostProps>;
  Category: ComponentType<ReadingCategoryProps>;
  Mark: ComponentType<ReadingMarkProps>;
  ListLinks: ComponentType;
}

const ReadingSlotContext = createContext<ReadingSlots | null>(null);

export const ReadingSlotProvider = ReadingSlotContext.Provider;

function slotOf<P extends object>(name: keyof ReadingSlots) {
  return function ReadingSlot(props: P) {
    const slots = useContext(ReadingSlotContext);
    const Part = slots?.[name] as ComponentType<P> | undefined;
    return Part ? (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ) : null;
  };
}

export const ReadingThreadSlot = slotOf<ReadingThreadProps>('Thread');
export const ReadingPostSlot = slotOf<ReadingPostProps>('Post');
export const ReadingCategorySlot = slotOf<ReadingCategoryProps>('Category');
export const ReadingMarkSlot = slotOf<ReadingMarkProps>('Mark');
export const ReadingListLinksSlot = slotOf<object>('ListLinks');
