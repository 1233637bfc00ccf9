import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { ProofApplication } from '../../src/shared/api/proof.ts';
import type { ProofDelivery } from '../../src/shared/proof-forms.ts';

const applicationColumns = `id, name, student_no as "studentNo", faculty, major, graduation_year as "graduationYear",
         certificate_type as "certificateType", reason, delivery, coalesce(address, '') as address, phone, id_number as "idNumber",
         status, coalesce(reject_reason, '') as "rejectReason", tracking_no as "trackingNo", created_at as "createdAt", updated_at as "updatedAt"`;

export interface NewProofApplication {
  name: string;
  studentNo: string;
  faculty: string;
  major: string;
  graduationYear: number;
  certificateType: string;
  reason: string;
  delivery: ProofDelivery;
  address: string | null;
  phone: string;
  idNumber: string;
}

/** The phone and ID numbers of rows as read, decrypted. */
const opened = (cipher: FieldCipher, row: ProofApplication): ProofApplication => ({
  ...row,
  phone: cipher.open('proof_application.phone', row.phone),
  idNumber: cipher.open('proof_application.id_number', row.idNumber),
});

/** Stores an application (whole ID number and phone, encrypted) and answers it as stored, decrypted. */
export const insertProofApplication = async (tx: Queryable, cipher: FieldCipher, userId: number, a: NewProofApplication) =>
  opened(
    cipher,
    (
      await tx.query<ProofApplication>(
        `insert into proof_application (user_id, name, student_no, faculty, major, graduation_year, certificate_type, reason,
                                    delivery, address, phone, id_number)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning ${applicationColumns}`,
        [
          userId,
          a.name,
          a.studentNo,
          a.faculty,
          a.major,
          a.graduationYear,
          a.certificateType,
          a.reason,
          a.delivery,
          a.address,
          cipher.seal('proof_application.phone', a.phone),
          cipher.seal('proof_application.id_number', a.idNumber),
        ],
      )
    )[0],
  );

export const myProofApplications = async (db: Queryable, cipher: FieldCipher, userId: number) =>
  (
    await db.query<ProofApplication>(
      `select ${applicationColumns} from proof_application where user_id = $1 order by created_at desc, id desc`,
      [userId],
    )
  ).map((row) => opened(cipher, row));
