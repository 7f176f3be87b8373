// The staff hierarchy (docs/decisions/020-staff-hierarchy-and-posting-limits.md), shared so the browser offers
// only what the server allows: everyone may act on their own content, an admin on anyone's, a moderator on
// members' and guests' only.

export interface Actor {
  id: number;
  role: string;
}

export function mayActOnContentOf(actor: Actor, author: Actor): boolean {
  if (actor.id === author.id || actor.role === 'admin') return true;
  return author.role !== 'admin' && author.role !== 'moderator';
}
