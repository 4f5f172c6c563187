import { invokeFunction } from '@csan/shared-auth';
import { downloadBlob } from '@csan/shared-ui/forms';

/**
 * The receipt PDF of one successful payment, made by the payment-receipt function (the same
 * generator as the e-mail's attachment; RLS decides whose receipt the caller may have), saved
 * under `fileName`.
 */
export async function downloadReceipt(reference: string, fileName: string): Promise<void> {
  const pdf = await invokeFunction<Blob>('payment-receipt', {
    body: { reference },
    parse: (data) => {
      if (!(data instanceof Blob)) throw new TypeError('the receipt is not a file');
      return data;
    },
  });
  downloadBlob(pdf, fileName);
}
