import { type ComponentType, createContext, useContext } from 'react';

// Features do not import each other (docs/architecture.md#layers): the forum leaves a slot where a report button goes,
// and the app layer fills it with the reporting feature's button.
export interface ReportSlotProps {
  targetType: 'thread' | 'post';
  targetId: number;
  authorId?: number;
}

const ReportSlotContext = createContext<ComponentType<ReportSlotProps> | null>(null);

export const ReportSlotProvider = ReportSlotContext.Provider;

export function ReportSlot(props: ReportSlotProps) {
  const Report = useContext(ReportSlotContext);
  return Report ? <Report {...props} /> : null;
}
