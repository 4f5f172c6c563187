export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      area_access_requests: {
        Row: {
          area: string
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: string
          message: string | null
          status: string
          user_id: string
        }
        Insert: {
          area: string
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          message?: string | null
          status?: string
          user_id?: string
        }
        Update: {
          area?: string
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          message?: string | null
          status?: string
          user_id?: string
        }
        Relationships: []
      }
      audit_logs: {
        Row: {
          action_details: Json
          action_type: string
          log_id: string
          source_app: string
          timestamp: string
          user_id: string | null
          user_role: string
        }
        Insert: {
          action_details?: Json
          action_type: string
          log_id?: string
          source_app?: string
          timestamp?: string
          user_id?: string | null
          user_role: string
        }
        Update: {
          action_details?: Json
          action_type?: string
          log_id?: string
          source_app?: string
          timestamp?: string
          user_id?: string | null
          user_role?: string
        }
        Relationships: []
      }
      auth_attempt_counters: {
        Row: {
          client_address: string
          failures: number
          kind: string
          last_failed_at: string | null
          locked_until: string | null
          user_id: string
        }
        Insert: {
          client_address?: string
          failures?: number
          kind: string
          last_failed_at?: string | null
          locked_until?: string | null
          user_id: string
        }
        Update: {
          client_address?: string
          failures?: number
          kind?: string
          last_failed_at?: string | null
          locked_until?: string | null
          user_id?: string
        }
        Relationships: []
      }
      client_error_reports: {
        Row: {
          action: string | null
          created_at: string
          message: string
          path: string | null
          remote: string
          report_id: number
          source: string
          stack: string | null
          user_id: string | null
          version: string
        }
        Insert: {
          action?: string | null
          created_at?: string
          message: string
          path?: string | null
          remote: string
          report_id?: never
          source: string
          stack?: string | null
          user_id?: string | null
          version?: string
        }
        Update: {
          action?: string | null
          created_at?: string
          message?: string
          path?: string | null
          remote?: string
          report_id?: never
          source?: string
          stack?: string | null
          user_id?: string | null
          version?: string
        }
        Relationships: []
      }
      content_leads: {
        Row: {
          country: string | null
          created_at: string
          job_title: string | null
          lead_email: string
          lead_id: string
          lead_name: string
          organization: string | null
          phone_number: string | null
          resource_id: string | null
        }
        Insert: {
          country?: string | null
          created_at?: string
          job_title?: string | null
          lead_email: string
          lead_id?: string
          lead_name: string
          organization?: string | null
          phone_number?: string | null
          resource_id?: string | null
        }
        Update: {
          country?: string | null
          created_at?: string
          job_title?: string | null
          lead_email?: string
          lead_id?: string
          lead_name?: string
          organization?: string | null
          phone_number?: string | null
          resource_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "content_leads_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "resource_items"
            referencedColumns: ["item_id"]
          },
        ]
      }
      corporate_team_invitations: {
        Row: {
          created_at: string
          email: string
          expires_at: string
          invitation_id: string
          invitation_token_id: string | null
          invited_by: string | null
          team_id: string
        }
        Insert: {
          created_at?: string
          email: string
          expires_at?: string
          invitation_id?: string
          invitation_token_id?: string | null
          invited_by?: string | null
          team_id: string
        }
        Update: {
          created_at?: string
          email?: string
          expires_at?: string
          invitation_id?: string
          invitation_token_id?: string | null
          invited_by?: string | null
          team_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "corporate_team_invitations_invitation_token_id_fkey"
            columns: ["invitation_token_id"]
            isOneToOne: false
            referencedRelation: "invitation_tokens"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "corporate_team_invitations_team_id_fkey"
            columns: ["team_id"]
            isOneToOne: false
            referencedRelation: "corporate_teams"
            referencedColumns: ["team_id"]
          },
        ]
      }
      corporate_team_members: {
        Row: {
          added_at: string
          added_by: string | null
          team_id: string
          user_id: string
        }
        Insert: {
          added_at?: string
          added_by?: string | null
          team_id: string
          user_id: string
        }
        Update: {
          added_at?: string
          added_by?: string | null
          team_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "corporate_team_members_team_id_fkey"
            columns: ["team_id"]
            isOneToOne: false
            referencedRelation: "corporate_teams"
            referencedColumns: ["team_id"]
          },
        ]
      }
      corporate_teams: {
        Row: {
          created_at: string
          max_members: number
          organization: string | null
          team_id: string
          team_name: string
          team_owner_id: string
        }
        Insert: {
          created_at?: string
          max_members?: number
          organization?: string | null
          team_id?: string
          team_name: string
          team_owner_id?: string
        }
        Update: {
          created_at?: string
          max_members?: number
          organization?: string | null
          team_id?: string
          team_name?: string
          team_owner_id?: string
        }
        Relationships: []
      }
      discount_code_checks: {
        Row: {
          checks: number
          subject: string
          window_start: string
        }
        Insert: {
          checks?: number
          subject: string
          window_start: string
        }
        Update: {
          checks?: number
          subject?: string
          window_start?: string
        }
        Relationships: []
      }
      discount_codes: {
        Row: {
          applicable_tiers: string[] | null
          code: string
          created_at: string
          created_by: string | null
          discount_type: string
          discount_value: number
          id: string
          is_active: boolean
          max_uses: number | null
          max_uses_per_member: number | null
          min_purchase_amount_cents: number
          times_used: number
          valid_until: string | null
        }
        Insert: {
          applicable_tiers?: string[] | null
          code: string
          created_at?: string
          created_by?: string | null
          discount_type: string
          discount_value: number
          id?: string
          is_active?: boolean
          max_uses?: number | null
          max_uses_per_member?: number | null
          min_purchase_amount_cents?: number
          times_used?: number
          valid_until?: string | null
        }
        Update: {
          applicable_tiers?: string[] | null
          code?: string
          created_at?: string
          created_by?: string | null
          discount_type?: string
          discount_value?: number
          id?: string
          is_active?: boolean
          max_uses?: number | null
          max_uses_per_member?: number | null
          min_purchase_amount_cents?: number
          times_used?: number
          valid_until?: string | null
        }
        Relationships: []
      }
      form_notifications: {
        Row: {
          form: string
          notified_at: string
          row_id: string
        }
        Insert: {
          form: string
          notified_at?: string
          row_id: string
        }
        Update: {
          form?: string
          notified_at?: string
          row_id?: string
        }
        Relationships: []
      }
      invitation_tokens: {
        Row: {
          created_at: string
          created_by: string | null
          email: string
          expires_at: string
          id: string
          token: string
          used_at: string | null
          waitlist_id: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          email: string
          expires_at?: string
          id?: string
          token?: string
          used_at?: string | null
          waitlist_id?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          email?: string
          expires_at?: string
          id?: string
          token?: string
          used_at?: string | null
          waitlist_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "invitation_tokens_waitlist_id_fkey"
            columns: ["waitlist_id"]
            isOneToOne: false
            referencedRelation: "waitlist"
            referencedColumns: ["id"]
          },
        ]
      }
      member_directory: {
        Row: {
          bio: string | null
          created_at: string
          directory_id: string
          expertise_areas: string[]
          is_public: boolean
          linkedin_url: string | null
          location: string | null
          research_interests: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          bio?: string | null
          created_at?: string
          directory_id?: string
          expertise_areas?: string[]
          is_public?: boolean
          linkedin_url?: string | null
          location?: string | null
          research_interests?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          bio?: string | null
          created_at?: string
          directory_id?: string
          expertise_areas?: string[]
          is_public?: boolean
          linkedin_url?: string | null
          location?: string | null
          research_interests?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "member_directory_profile_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      membership_pricing: {
        Row: {
          base_price_cents: number
          billing_period: string
          created_at: string
          id: string
          is_active: boolean
          price_per_additional_member_cents: number
          team_size_min: number
          tier: string
          updated_at: string
        }
        Insert: {
          base_price_cents: number
          billing_period?: string
          created_at?: string
          id?: string
          is_active?: boolean
          price_per_additional_member_cents?: number
          team_size_min?: number
          tier: string
          updated_at?: string
        }
        Update: {
          base_price_cents?: number
          billing_period?: string
          created_at?: string
          id?: string
          is_active?: boolean
          price_per_additional_member_cents?: number
          team_size_min?: number
          tier?: string
          updated_at?: string
        }
        Relationships: []
      }
      mfa_backup_codes: {
        Row: {
          code_hash: string
          created_at: string
          id: string
          used_at: string | null
          user_id: string
        }
        Insert: {
          code_hash: string
          created_at?: string
          id?: string
          used_at?: string | null
          user_id: string
        }
        Update: {
          code_hash?: string
          created_at?: string
          id?: string
          used_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
      mfa_enforcement: {
        Row: {
          created_at: string
          mfa_disabled_at: string | null
          mfa_setup_deadline: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          mfa_disabled_at?: string | null
          mfa_setup_deadline?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          mfa_disabled_at?: string | null
          mfa_setup_deadline?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      mfa_support_requests: {
        Row: {
          contact_method: string | null
          created_at: string
          description: string
          id: string
          request_type: string
          resolution_notes: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
          user_id: string | null
        }
        Insert: {
          contact_method?: string | null
          created_at?: string
          description: string
          id?: string
          request_type: string
          resolution_notes?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          user_id?: string | null
        }
        Update: {
          contact_method?: string | null
          created_at?: string
          description?: string
          id?: string
          request_type?: string
          resolution_notes?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          user_id?: string | null
        }
        Relationships: []
      }
      profiles: {
        Row: {
          country: string | null
          created_at: string
          full_name: string | null
          has_premium_tool_access: boolean
          id: string
          is_cert_partner: boolean
          is_lms_active: boolean
          job_title: string | null
          membership_tier: string | null
          mfa_enabled: boolean
          organization: string | null
          phone_number: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          country?: string | null
          created_at?: string
          full_name?: string | null
          has_premium_tool_access?: boolean
          id?: string
          is_cert_partner?: boolean
          is_lms_active?: boolean
          job_title?: string | null
          membership_tier?: string | null
          mfa_enabled?: boolean
          organization?: string | null
          phone_number?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          country?: string | null
          created_at?: string
          full_name?: string | null
          has_premium_tool_access?: boolean
          id?: string
          is_cert_partner?: boolean
          is_lms_active?: boolean
          job_title?: string | null
          membership_tier?: string | null
          mfa_enabled?: boolean
          organization?: string | null
          phone_number?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      public_form_submissions: {
        Row: {
          client_address: string
          form: string
          submissions: number
          window_start: string
        }
        Insert: {
          client_address: string
          form: string
          submissions?: number
          window_start: string
        }
        Update: {
          client_address?: string
          form?: string
          submissions?: number
          window_start?: string
        }
        Relationships: []
      }
      rd_inquiries: {
        Row: {
          contact_email: string
          contact_name: string
          created_at: string
          inquiry_id: string
          organization_name: string
          organization_type: string
          project_scope: string | null
          project_title: string
          status: string
          updated_at: string
        }
        Insert: {
          contact_email: string
          contact_name: string
          created_at?: string
          inquiry_id?: string
          organization_name: string
          organization_type: string
          project_scope?: string | null
          project_title: string
          status?: string
          updated_at?: string
        }
        Update: {
          contact_email?: string
          contact_name?: string
          created_at?: string
          inquiry_id?: string
          organization_name?: string
          organization_type?: string
          project_scope?: string | null
          project_title?: string
          status?: string
          updated_at?: string
        }
        Relationships: []
      }
      rd_project_deliverables: {
        Row: {
          created_at: string
          created_by: string | null
          deliverable_id: string
          done: boolean
          due_date: string | null
          project_id: string
          title: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          deliverable_id?: string
          done?: boolean
          due_date?: string | null
          project_id: string
          title: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          deliverable_id?: string
          done?: boolean
          due_date?: string | null
          project_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "rd_project_deliverables_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "rd_projects"
            referencedColumns: ["project_id"]
          },
        ]
      }
      rd_project_members: {
        Row: {
          added_at: string
          added_by: string | null
          project_id: string
          user_id: string
        }
        Insert: {
          added_at?: string
          added_by?: string | null
          project_id: string
          user_id: string
        }
        Update: {
          added_at?: string
          added_by?: string | null
          project_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "rd_project_members_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "rd_projects"
            referencedColumns: ["project_id"]
          },
        ]
      }
      rd_project_messages: {
        Row: {
          author_id: string | null
          author_name: string | null
          author_role: string
          body: string
          created_at: string
          message_id: string
          project_id: string
        }
        Insert: {
          author_id?: string | null
          author_name?: string | null
          author_role?: string
          body: string
          created_at?: string
          message_id?: string
          project_id: string
        }
        Update: {
          author_id?: string | null
          author_name?: string | null
          author_role?: string
          body?: string
          created_at?: string
          message_id?: string
          project_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "rd_project_messages_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "rd_projects"
            referencedColumns: ["project_id"]
          },
        ]
      }
      rd_projects: {
        Row: {
          budget_usd: number | null
          client_organization: string | null
          created_at: string
          description: string | null
          end_date: string | null
          project_id: string
          project_manager_id: string
          project_name: string
          start_date: string | null
          status: string
        }
        Insert: {
          budget_usd?: number | null
          client_organization?: string | null
          created_at?: string
          description?: string | null
          end_date?: string | null
          project_id?: string
          project_manager_id?: string
          project_name: string
          start_date?: string | null
          status?: string
        }
        Update: {
          budget_usd?: number | null
          client_organization?: string | null
          created_at?: string
          description?: string | null
          end_date?: string | null
          project_id?: string
          project_manager_id?: string
          project_name?: string
          start_date?: string | null
          status?: string
        }
        Relationships: []
      }
      resource_downloads: {
        Row: {
          created_at: string
          id: string
          lead_id: string | null
          resource_id: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          lead_id?: string | null
          resource_id: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          lead_id?: string | null
          resource_id?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "resource_downloads_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "content_leads"
            referencedColumns: ["lead_id"]
          },
          {
            foreignKeyName: "resource_downloads_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "resource_items"
            referencedColumns: ["item_id"]
          },
        ]
      }
      resource_items: {
        Row: {
          access_tier: string
          author_names: string[]
          content_type: string
          created_at: string
          created_by: string | null
          description: string | null
          file_storage_path: string | null
          item_id: string
          mock_cover_url: string | null
          publish_date: string
          search_vector: unknown
          tags: string[] | null
          title: string
          updated_at: string
        }
        Insert: {
          access_tier?: string
          author_names?: string[]
          content_type: string
          created_at?: string
          created_by?: string | null
          description?: string | null
          file_storage_path?: string | null
          item_id?: string
          mock_cover_url?: string | null
          publish_date?: string
          search_vector?: unknown
          tags?: string[] | null
          title: string
          updated_at?: string
        }
        Update: {
          access_tier?: string
          author_names?: string[]
          content_type?: string
          created_at?: string
          created_by?: string | null
          description?: string | null
          file_storage_path?: string | null
          item_id?: string
          mock_cover_url?: string | null
          publish_date?: string
          search_vector?: unknown
          tags?: string[] | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      resource_type_counts: {
        Row: {
          content_type: string
          item_count: number
        }
        Insert: {
          content_type: string
          item_count: number
        }
        Update: {
          content_type?: string
          item_count?: number
        }
        Relationships: []
      }
      subscriptions: {
        Row: {
          amount_cents: number
          cancel_at_period_end: boolean
          created_at: string
          discount_code_id: string | null
          id: string
          next_billing_date: string | null
          payment_reference: string | null
          status: string
          team_size: number
          tier: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount_cents: number
          cancel_at_period_end?: boolean
          created_at?: string
          discount_code_id?: string | null
          id?: string
          next_billing_date?: string | null
          payment_reference?: string | null
          status?: string
          team_size?: number
          tier: string
          updated_at?: string
          user_id: string
        }
        Update: {
          amount_cents?: number
          cancel_at_period_end?: boolean
          created_at?: string
          discount_code_id?: string | null
          id?: string
          next_billing_date?: string | null
          payment_reference?: string | null
          status?: string
          team_size?: number
          tier?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscriptions_discount_code_id_fkey"
            columns: ["discount_code_id"]
            isOneToOne: false
            referencedRelation: "discount_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "subscriptions_profile_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      tool_beta_requests: {
        Row: {
          created_at: string
          request_id: string
          tool_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          request_id?: string
          tool_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          request_id?: string
          tool_id?: string
          user_id?: string
        }
        Relationships: []
      }
      transactions: {
        Row: {
          amount_cents: number
          created_at: string
          currency: string
          id: string
          provider: string
          reference: string | null
          status: string
          subscription_id: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          amount_cents: number
          created_at?: string
          currency?: string
          id?: string
          provider?: string
          reference?: string | null
          status?: string
          subscription_id?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          amount_cents?: number
          created_at?: string
          currency?: string
          id?: string
          provider?: string
          reference?: string | null
          status?: string
          subscription_id?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "transactions_subscription_id_fkey"
            columns: ["subscription_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      waitlist: {
        Row: {
          created_at: string
          email: string
          id: string
          invited_at: string | null
          name: string
          status: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          invited_at?: string | null
          name: string
          status?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          invited_at?: string | null
          name?: string
          status?: string
        }
        Relationships: []
      }
    }
    Views: {
      client_error_groups: {
        Row: {
          first_seen: string | null
          last_action: string | null
          last_path: string | null
          last_seen: string | null
          last_stack: string | null
          message: string | null
          remote: string | null
          reports: number | null
          source: string | null
          users: number | null
          version: string | null
        }
        Relationships: []
      }
      public_member_expertise: {
        Row: {
          area: string | null
          members: number | null
        }
        Relationships: []
      }
      public_member_profiles: {
        Row: {
          bio: string | null
          country: string | null
          created_at: string | null
          directory_id: string | null
          expertise_areas: string[] | null
          full_name: string | null
          job_title: string | null
          linkedin_url: string | null
          location: string | null
          organization: string | null
          research_interests: string | null
          updated_at: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "member_directory_profile_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      resource_content_types: {
        Row: {
          content_type: string | null
          item_count: number | null
        }
        Insert: {
          content_type?: string | null
          item_count?: number | null
        }
        Update: {
          content_type?: string | null
          item_count?: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      activate_subscription: {
        Args: { currency: string; paid_amount_cents: number; reference: string }
        Returns: Json
      }
      add_rd_project_member: {
        Args: { p_email: string; p_project_id: string }
        Returns: Json
      }
      add_team_member: {
        Args: { p_acting_user: string; p_email: string; p_team_id: string }
        Returns: Json
      }
      admin_analytics_totals: { Args: never; Returns: Json }
      admin_area_access_requests: {
        Args: never
        Returns: {
          area: string
          created_at: string
          decided_at: string
          email: string
          full_name: string
          id: string
          membership_tier: string
          message: string
          organization: string
          status: string
          user_id: string
        }[]
      }
      admin_mfa_support_requests: {
        Args: never
        Returns: {
          contact_method: string
          created_at: string
          description: string
          email: string
          full_name: string
          id: string
          mfa_setup_deadline: string
          request_type: string
          resolution_notes: string
          resolved_at: string
          status: string
          user_id: string
          verified_factors: number
        }[]
      }
      admin_remove_mfa_factors: {
        Args: {
          acting_admin_id: string
          support_request_id?: string
          target_user_id: string
        }
        Returns: number
      }
      admin_resource_downloads: {
        Args: never
        Returns: {
          access_tier: string
          content_type: string
          downloads: number
          leads: number
          resource_id: string
          title: string
        }[]
      }
      admin_revenue_by_month: {
        Args: never
        Returns: {
          month: string
          payments: number
          revenue_cents: number
        }[]
      }
      admin_revenue_by_tier: {
        Args: never
        Returns: {
          active_subscriptions: number
          annual_revenue_cents: number
          tier: string
        }[]
      }
      admin_revenue_summary: { Args: never; Returns: Json }
      admin_subscription_list: {
        Args: { search?: string }
        Returns: {
          amount_cents: number
          cancel_at_period_end: boolean
          created_at: string
          email: string
          full_name: string
          id: string
          next_billing_date: string
          status: string
          team_size: number
          tier: string
          user_id: string
        }[]
      }
      admin_user_directory: {
        Args: { search?: string }
        Returns: {
          created_at: string
          email: string
          full_name: string
          has_premium_tool_access: boolean
          is_cert_partner: boolean
          is_lms_active: boolean
          membership_tier: string
          mfa_enabled: boolean
          organization: string
          profile_id: string
          user_id: string
        }[]
      }
      admin_weekly_activity: {
        Args: never
        Returns: {
          downloads: number
          leads: number
          week_start: string
        }[]
      }
      area_source_app: { Args: { area: string }; Returns: string }
      assert_admin: { Args: never; Returns: undefined }
      assert_admin_aal2: { Args: never; Returns: undefined }
      assert_team_seat: {
        Args: { p_email: string; p_team_id: string; p_user_id: string }
        Returns: undefined
      }
      audit_unchanged_mfa_deadline: {
        Args: {
          _days: number
          _deadline: string
          _procedure: string
          _target_user_id: string
        }
        Returns: undefined
      }
      auth_attempt_account_lock_after: { Args: never; Returns: number }
      auth_attempt_client: { Args: { address: string }; Returns: string }
      auth_attempt_count: {
        Args: {
          attempt_address: string
          attempt_kind: string
          attempt_user: string
          attempt_valid: boolean
          lock_after: number
          slow_after: number
        }
        Returns: Json
      }
      auth_attempt_limits: {
        Args: never
        Returns: {
          first_backoff: string
          forget_after: string
          lock_after: number
          lock_for: string
          slow_after: number
        }[]
      }
      auth_attempt_record: {
        Args: {
          attempt_kind: string
          attempt_user: string
          attempt_valid: boolean
        }
        Returns: Json
      }
      auth_attempt_record_password: {
        Args: {
          attempt_address: string
          attempt_user: string
          attempt_valid: boolean
        }
        Returns: Json
      }
      auth_attempt_wait_text: { Args: { wait: string }; Returns: string }
      can_read_rd_project: { Args: { p_project_id: string }; Returns: boolean }
      can_read_resource_tier: { Args: { item_tier: string }; Returns: boolean }
      claim_lead_notification: {
        Args: { p_lead_id: string }
        Returns: {
          lead_email: string
          lead_name: string
          organization: string
          resource_title: string
        }[]
      }
      claim_rd_inquiry_notification: {
        Args: { p_inquiry_id: string }
        Returns: {
          contact_email: string
          contact_name: string
          organization_name: string
          organization_type: string
          project_scope: string
          project_title: string
        }[]
      }
      client_error_clean: {
        Args: { max_chars: number; value: string }
        Returns: string
      }
      client_error_hourly_limit: { Args: never; Returns: number }
      compute_order_price: {
        Args: { code?: string; team_size?: number; tier: string }
        Returns: Json
      }
      count_discount_code_check: {
        Args: { p_address: string; p_member_id: string }
        Returns: undefined
      }
      create_order: {
        Args: {
          confirmed_total_cents: number
          discount_code: string
          reference: string
          team_size: number
          tier: string
          user_id: string
        }
        Returns: Json
      }
      current_member_tier: { Args: never; Returns: string }
      decide_area_access_request: {
        Args: { decision: string; request_id: string }
        Returns: string
      }
      discount_amount_cents: {
        Args: {
          _amount_cents: number
          dc: Database["public"]["Tables"]["discount_codes"]["Row"]
        }
        Returns: number
      }
      discount_code_check_limit: { Args: { kind: string }; Returns: number }
      discount_refusal: {
        Args: {
          _amount_cents: number
          _tier: string
          dc: Database["public"]["Tables"]["discount_codes"]["Row"]
        }
        Returns: string
      }
      expire_pending_payments: {
        Args: { older_than?: string }
        Returns: number
      }
      expire_subscriptions: { Args: never; Returns: number }
      extend_mfa_deadline: {
        Args: { additional_days: number; target_user_id: string }
        Returns: string
      }
      fail_payment: {
        Args: { outcome?: string; reference: string }
        Returns: Json
      }
      get_invitation: {
        Args: { invitation_token: string }
        Returns: {
          email: string
          expires_at: string
        }[]
      }
      has_area_flag: {
        Args: { area: string; target_user_id: string }
        Returns: boolean
      }
      has_role: { Args: { _role: string; _user_id: string }; Returns: boolean }
      hook_before_user_created: { Args: { event: Json }; Returns: Json }
      hook_mfa_verification_attempt: { Args: { event: Json }; Returns: Json }
      hook_password_verification_attempt: {
        Args: { event: Json }
        Returns: Json
      }
      immutable_text_join: { Args: { items: string[] }; Returns: string }
      is_corporate_team_member: {
        Args: { p_team_id: string }
        Returns: boolean
      }
      is_corporate_team_owner: { Args: { p_team_id: string }; Returns: boolean }
      is_mfa_locked_out: { Args: never; Returns: boolean }
      is_rd_project_manager: {
        Args: { p_project_id: string }
        Returns: boolean
      }
      is_rd_project_member: { Args: { p_project_id: string }; Returns: boolean }
      member_discount_refusal: {
        Args: {
          dc: Database["public"]["Tables"]["discount_codes"]["Row"]
          member_id: string
        }
        Returns: string
      }
      member_tier: { Args: { p_user_id: string }; Returns: string }
      mfa_backup_code_attempt: {
        Args: { backup_code: string; caller: string }
        Returns: Record<string, unknown>
      }
      mfa_grace_days: { Args: never; Returns: number }
      mfa_grace_interval: { Args: never; Returns: string }
      mfa_requirement_met: { Args: never; Returns: boolean }
      mfa_support_open_request_limit: { Args: never; Returns: number }
      my_team_access: {
        Args: never
        Returns: {
          organization: string
          owner_name: string
          team_id: string
          team_name: string
        }[]
      }
      my_team_seats: {
        Args: never
        Returns: {
          seats_paid: number
          seats_used: number
        }[]
      }
      order_seat_refusal: {
        Args: { p_owner: string; p_team_size: number; p_tier: string }
        Returns: string
      }
      public_form_hourly_limit: { Args: { form: string }; Returns: number }
      quote_order: {
        Args: {
          code: string
          member_id: string
          team_size: number
          tier: string
        }
        Returns: Json
      }
      rd_project_team: {
        Args: { p_project_id: string }
        Returns: {
          added_at: string
          email: string
          full_name: string
          team_role: string
          user_id: string
        }[]
      }
      redeem_discount_code: {
        Args: { amount_cents: number; code: string; tier: string }
        Returns: Json
      }
      redeem_mfa_backup_code: { Args: { backup_code: string }; Returns: Json }
      release_discount_code: {
        Args: { discount_code_id: string }
        Returns: undefined
      }
      release_form_notification: {
        Args: { p_form: string; p_row_id: string }
        Returns: undefined
      }
      report_client_error: {
        Args: {
          p_action?: string
          p_message: string
          p_path?: string
          p_remote: string
          p_source?: string
          p_stack?: string
          p_version?: string
        }
        Returns: undefined
      }
      request_actor_role: { Args: never; Returns: string }
      request_client_address: { Args: never; Returns: string }
      request_source_app: { Args: never; Returns: string }
      require_aal2_for_member_data: {
        Args: { public_insert?: boolean; target: unknown }
        Returns: undefined
      }
      reset_mfa_requirement: {
        Args: { new_deadline_days?: number; target_user_id: string }
        Returns: string
      }
      search_public_members: {
        Args: { expertise?: string; search?: string }
        Returns: {
          bio: string | null
          country: string | null
          created_at: string | null
          directory_id: string | null
          expertise_areas: string[] | null
          full_name: string | null
          job_title: string | null
          linkedin_url: string | null
          location: string | null
          organization: string | null
          research_interests: string | null
          updated_at: string | null
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "public_member_profiles"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      start_invitation_signup: {
        Args: { invitation_token: string }
        Returns: boolean
      }
      start_mfa_grace_period: {
        Args: { target_user_id: string }
        Returns: undefined
      }
      start_resource_download: {
        Args: { p_item_id: string; p_lead_id?: string }
        Returns: string
      }
      team_people: { Args: { p_team_id: string }; Returns: number }
      team_roster: {
        Args: { p_team_id: string }
        Returns: {
          email: string
          full_name: string
          invitation_id: string
          since: string
          status: string
          user_id: string
        }[]
      }
      team_seat_holders: {
        Args: { p_owner: string }
        Returns: {
          user_id: string
        }[]
      }
      team_seats_paid: { Args: { p_owner: string }; Returns: number }
      team_seats_used: { Args: { p_owner: string }; Returns: number }
      tier_rank: { Args: { tier: string }; Returns: number }
      validate_discount_code: {
        Args: { amount_cents: number; code: string; tier: string }
        Returns: Json
      }
      validate_member_discount_code: {
        Args: {
          amount_cents: number
          code: string
          member_id: string
          tier: string
        }
        Returns: Json
      }
      validate_mfa_backup_code: { Args: { backup_code: string }; Returns: Json }
      write_audit_log: {
        Args: { _action_type: string; _details: Json }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

