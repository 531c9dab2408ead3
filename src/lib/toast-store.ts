/** The one toast on screen (a new toast replaces the one before). */
import { atom } from 'nanostores';

export interface ToastMessage {
  id: number;
  title: string;
  description: string;
  tone: 'success' | 'error' | 'info';
}

export const $toast = atom<ToastMessage | undefined>(undefined);

let nextId = 1;

export function showToast(message: Omit<ToastMessage, 'id'>): void {
  $toast.set({ ...message, id: nextId++ });
}

export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(undefined);
}
