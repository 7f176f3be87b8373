import { type ComponentType, createContext, Suspense, useContext } from 'react';

// Features do not import each other (docs/architecture.md#layers): the forum leaves slots where the reading
// feature's controls go (watch level, jump to the first unread post, read tracking, bookmarks), and the app
// layer fills them, and the category page's watch level likewise. The slots render nothing for guests; the controls load in their own chunk.
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

export interface ReadingSlots {
  Thread: ComponentType<ReadingThreadProps>;
  Post: ComponentType<ReadingPostProps>;
  Category: ComponentType<ReadingCategoryProps>;
}

const ReadingSlotContext = createContext<ReadingSlots | null>(null);

export const ReadingSlotProvider = ReadingSlotContext.Provider;

export function ReadingThreadSlot(props: ReadingThreadProps) {
  const slots = useContext(ReadingSlotContext);
  return slots ? (
    <Suspense fallback={null}>
      <slots.Thread {...props} />
    </Suspense>
  ) : null;
}

export function ReadingPostSlot(props: ReadingPostProps) {
  const slots = useContext(ReadingSlotContext);
  return slots ? (
    <Suspense fallback={null}>
      <slots.Post {...props} />
    </Suspense>
  ) : null;
}

export function ReadingCategorySlot(props: ReadingCategoryProps) {
  const slots = useContext(ReadingSlotContext);
  return slots ? (
    <Suspense fallback={null}>
      <slots.Category {...props} />
    </Suspense>
  ) : null;
}
