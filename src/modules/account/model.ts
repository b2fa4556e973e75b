/** The account as the API answers it: the active sessions and an e-mail change. */
/** One of the user's sessions. `id` is the session row's id: never its token. */
export type SessionDto = {
  id: string;
  /** 'Chrome op Linux'; 'Onbekend apparaat' when the browser did not say. */
  device: string;
  ipAddress: string | null;
  /** ISO time of the last request in this session (kept to within a few minutes). */
  lastActive: string;
  createdAt: string;
  current: boolean;
};

/** POST /api/auth/change-email: whether the address changed at once or waits for its link. */
export type ChangeEmailDto = { status: true; pending: boolean };
