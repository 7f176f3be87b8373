import { MEMBER_CATEGORIES } from '../../shared/constants';

/** The choices of a member-type select: "None" first, then each member type. */
export function MemberCategoryOptions() {
  return (
    <>
      <option value="">None</option>
      {MEMBER_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}
