CREATE TABLE "account_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"token_hash" text,
	"job_id" integer,
	"channel_code" text NOT NULL,
	"mail_locale" text NOT NULL,
	"link_locale" text,
	"requested_at" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	CONSTRAINT "account_deletion_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_requests_customer" ON "account_deletion_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_one_pending" ON "account_deletion_requests" USING btree ("customer_id") WHERE cancelled_at IS NULL AND refused_at IS NULL AND executed_at IS NULL;