ALTER TABLE invoice_lines ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0;
