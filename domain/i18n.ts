/** Translation trees by namespace, e.g. { common: {...}, public: {...} }. */
export type Messages = Record<string, Record<string, unknown>>;
