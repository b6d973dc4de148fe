// Who may steer: GitHub's author association is the first, free test (it comes with the comment);
// only OWNER, MEMBER and COLLABORATOR can be a person with write access. Pure.

/** The associations of someone who may have write access; anyone else never has. */
const MAY_WRITE = new Set(['OWNER', 'MEMBER', 'COLLABORATOR'])

export function mayHaveWriteAccess(association: string): boolean {
  return MAY_WRITE.has(association.toUpperCase())
}

/**
 * The association alone is proof only for OWNER: the repository's owner, or an owner of its
 * organization, who holds admin. A MEMBER may lack access to this repository and a COLLABORATOR
 * may only read it, so their permission is asked of GitHub.
 */
export function provenByAssociation(association: string): boolean {
  return association.toUpperCase() === 'OWNER'
}
