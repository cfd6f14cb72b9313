-- Own-rank sums read only these indexes (index-only scans): the counts ride along with the keys.
CREATE INDEX "point_totals_cover_idx" ON "point_totals" USING btree ("total") INCLUDE ("users");--> statement-breakpoint
CREATE INDEX "point_total_days_cover_idx" ON "point_total_days" USING btree ("total", "day") INCLUDE ("users");--> statement-breakpoint
CREATE INDEX "daily_point_totals_cover_idx" ON "daily_point_totals" USING btree ("day", "points") INCLUDE ("users");
