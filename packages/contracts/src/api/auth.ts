import { z } from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../messages';
import { approvalStatusSchema, roleSchema } from '../roles';

const email = z
  .string()
  .trim()
  .pipe(z.email({ message: MESSAGES.invalidEmail }));
const password = z.string().min(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort });

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password,
  firstName: z.string().trim().min(1, { message: MESSAGES.firstNameRequired }),
  lastName: z.string().trim().min(1, { message: MESSAGES.lastNameRequired }),
  role: roleSchema.default('client'),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResponseSchema = z.object({
  approvalStatus: approvalStatusSchema,
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  approvalStatus: approvalStatusSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: z.string().min(1, {
    message: 'This password reset link is incomplete. Please use the link from your email.',
  }),
  password,
});
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Enter your current password' }),
  newPassword: password,
});
export const messageResponseSchema = z.object({ message: z.string() });
