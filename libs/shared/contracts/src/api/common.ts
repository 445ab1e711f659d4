// Shapes shared by the answers of several areas.

/** An answer that confirms a change in words. */
export interface MessageResponse {
  message: string;
}
