/** Memory-hard password hashing (scrypt), native on Node and pure JS on the edge, same encoded format. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
}
