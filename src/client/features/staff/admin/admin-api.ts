import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberCategory, Role } from '../../../../shared/constants';
import type {
  ListUsersQuery,
  ListUsersResponse,
  LogEntry,
  StatsResponse,
  UserActionResponse,
  WatchedWord,
} from '../../../../shared/contracts/admin';
import type { CreateCategoryBody, UpdateCategoryBody } from '../../../../shared/contracts/categories';
import type { Category } from '../../../../shared/contracts/forum';
import { api } from '../../../api/api-client';

// The admin dashboard's calls (docs/product.md#api, plus warnings, mutes and watched words). Every write
// refreshes everything under ['admin'] (users, stats, logs), which is cheap and never stale.

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: ListUsersQuery) => ['admin', 'users', query] as const,
  stats: ['admin', 'stats'] as const,
  logs: (actionType: string) => ['admin', 'logs', actionType] as const,
  words: ['admin', 'watched-words'] as const,
};
// Under the forum's ['categories'] key, so a change here refreshes the forum's lists as well.
const categoriesKey = ['categories', 'including-archived'] as const;

export function useAdminUsers(query: ListUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => api.get<ListUsersResponse>('/api/admin/users', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api.get<StatsResponse>('/api/admin/stats', undefined, signal),
  });
}

export function useAuditLog(actionType: string) {
  return useQuery({
    queryKey: adminKeys.logs(actionType),
    queryFn: ({ signal }) =>
      api.get<{ logs: LogEntry[] }>('/api/admin/logs', { limit: 50, action_type: actionType }, signal),
    select: (data) => data.logs,
  });
}

export function useWatchedWords() {
  return useQuery({
    queryKey: adminKeys.words,
    queryFn: ({ signal }) => api.get<{ words: WatchedWord[] }>('/api/admin/watched-words', undefined, signal),
    select: (data) => data.words,
  });
}

export function useAllCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) =>
      api.get<{ categories: Category[] }>('/api/categories', { includeArchived: true }, signal),
    select: (data) => data.categories,
  });
}

const user = (id: number) => `/api/admin/users/${id}`;

/** One call per user action of the dashboard. */
export const userRequests = {
  role: (id: number, role: Role) => api.put<UserActionResponse>(`${user(id)}/role`, { role }),
  memberCategory: (id: number, memberCategory: MemberCategory | null) =>
    api.put<UserActionResponse>(`${user(id)}/member-category`, { memberCategory }),
  warn: (id: number, reason: string) => api.post<UserActionResponse>(`${user(id)}/warn`, { reason }),
  mute: (id: number, hours: number, reason: string) =>
    api.post<UserActionResponse>(`${user(id)}/mute`, { hours, reason }),
  unmute: (id: number) => api.post<UserActionResponse>(`${user(id)}/unmute`),
  ban: (id: number, reason: string) => api.post<UserActionResponse>(`${user(id)}/ban`, { reason }),
  unban: (id: number) => api.post<UserActionResponse>(`${user(id)}/unban`),
  remove: (id: number) => api.delete<UserActionResponse>(user(id)),
};

export const categoryRequests = {
  create: (body: CreateCategoryBody) => api.post<{ category: Category }>('/api/categories', body),
  update: (id: number, body: UpdateCategoryBody) =>
    api.put<{ category: Category }>(`/api/categories/${id}`, body),
  remove: (id: number) => api.delete<{ ok: true }>(`/api/categories/${id}`),
};

export const siteRequests = {
  addWord: (word: string) => api.post<{ word: WatchedWord }>('/api/admin/watched-words', { word }),
  removeWord: (id: number) => api.delete<{ ok: true }>(`/api/admin/watched-words/${id}`),
  // The server checks the phrase too (docs/product.md#validation).
  resetDatabase: (confirm: string) =>
    api.post<{ ok: true; message?: string }>('/api/admin/reset-database', { confirm }),
};

/**
 * Runs one admin write and refreshes what it may have changed. The caller decides the texts: the product description
 * gives each action its own success and failure message.
 */
export function useAdminWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: ['categories'] });
      void client.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
