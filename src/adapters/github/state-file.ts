// Where the program's files live on the state branch, and the files as stored (their blob oid
// read with them).

export interface StateFileLocation {
  branch: string
  path: string
}

export interface StoredFile {
  text: string
  /** Blob oid, as read with the text. */
  sha: string
}

export function describeLocation(at: StateFileLocation): string {
  return `${at.branch}:${at.path}`
}
