export class AppError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'AppError';
  }
}
